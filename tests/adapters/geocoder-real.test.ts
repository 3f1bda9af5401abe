import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createNominatimGeocoder } from '../../adapters/geocoder/nominatim';
import { createGoogleGeocoder } from '../../adapters/geocoder/google';
import { createGeocoder } from '../../adapters/geocoder/index';
import { startNominatimFake, defaultNominatimPlaces, PUNE_SHIVAJINAGAR, type NominatimFake } from '../fakes/nominatim-fake';
import {
  startGoogleGeocoderFake,
  defaultGooglePlaces,
  PUNE_DECCAN,
  GOOGLE_FAKE_KEY,
  type GoogleGeocoderFake,
} from '../fakes/google-geocoder-fake';

/** A port on which nothing listens, for "connection refused". */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

const HYDERABAD = { lat: 17.3862, lng: 78.462 };
const ARABIAN_SEA = { lat: 12, lng: 65 };

describe('Nominatim geocoder', () => {
  let fake: NominatimFake;

  beforeAll(async () => {
    fake = await startNominatimFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.failure = null;
    fake.places = defaultNominatimPlaces();
  });

  const geocoder = (timeoutMs = 2000) => createNominatimGeocoder({ baseUrl: `${fake.url}/`, userAgent: 'vam-shop-test/1.0', timeoutMs });

  it('sends a jsonv2 reverse request with address details and a User-Agent', async () => {
    await geocoder().reverse(18.5308, 73.8475);
    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req.method).toBe('GET');
    expect(req.path).toBe('/reverse');
    expect(req.query).toEqual({ format: 'jsonv2', lat: '18.5308', lon: '73.8475', addressdetails: '1' });
    expect(req.headers['user-agent']).toBe('vam-shop-test/1.0');
  });

  it('maps the address', async () => {
    const place = await geocoder().reverse(18.531, 73.848);
    expect(place).toEqual({
      pincode: '411005',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      locality: 'Shivajinagar',
      lat: PUNE_SHIVAJINAGAR.lat,
      lng: PUNE_SHIVAJINAGAR.lon,
    });
  });

  it('falls back from city to town, village or county, and neighbourhood for locality', async () => {
    fake.places = [
      {
        lat: 18.75,
        lon: 73.4,
        name: 'Lonavala',
        address: { neighbourhood: 'Gawliwada', town: 'Lonavala', state: 'Maharashtra', postcode: '410401', country: 'India' },
      },
    ];
    await expect(geocoder().reverse(18.75, 73.4)).resolves.toMatchObject({
      city: 'Lonavala',
      locality: 'Gawliwada',
      pincode: '410401',
    });
  });

  it('fills a missing city and state from the PIN table', async () => {
    fake.places = [
      { lat: HYDERABAD.lat, lon: HYDERABAD.lng, name: 'Abids', address: { road: 'Abids Road', postcode: '500001', country: 'India' } },
    ];
    await expect(geocoder().reverse(HYDERABAD.lat, HYDERABAD.lng)).resolves.toMatchObject({
      pincode: '500001',
      city: 'Hyderabad',
      state: 'Telangana',
      country: 'India',
    });
  });

  it('returns null when the service cannot geocode the point', async () => {
    await expect(geocoder().reverse(ARABIAN_SEA.lat, ARABIAN_SEA.lng)).resolves.toBeNull();
  });

  it('returns null on 404 and on invalid-coordinate errors', async () => {
    await expect(geocoder().reverse(91, 73)).resolves.toBeNull();
    fake.failure = 'not-found';
    await expect(geocoder().reverse(18.5308, 73.8475)).resolves.toBeNull();
  });

  it('throws on server errors and rate limiting', async () => {
    fake.failure = 'server-error';
    await expect(geocoder().reverse(18.5308, 73.8475)).rejects.toThrow(/Nominatim: HTTP 503/);
    fake.failure = 'rate-limit';
    await expect(geocoder().reverse(18.5308, 73.8475)).rejects.toThrow(/Nominatim: HTTP 429/);
  });

  it('times out when the server never answers', async () => {
    fake.failure = 'hang';
    const started = Date.now();
    await expect(geocoder(150).reverse(18.5308, 73.8475)).rejects.toThrow(/no answer within 150 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('throws when the server cannot be reached', async () => {
    const g = createNominatimGeocoder({ baseUrl: await closedPortUrl(), userAgent: 'x', timeoutMs: 2000 });
    await expect(g.reverse(18.5, 73.8)).rejects.toThrow(/Nominatim: request failed/);
  });

  it('is chosen by createGeocoder', async () => {
    const g = createGeocoder({ GEOCODER: 'nominatim', NOMINATIM_URL: fake.url });
    await expect(g.reverse(18.5308, 73.8475)).resolves.toMatchObject({ pincode: '411005' });
    expect(fake.requests[0].headers['user-agent']).toMatch(/vam-shop/);
  });
});

describe('Google geocoder', () => {
  let fake: GoogleGeocoderFake;

  beforeAll(async () => {
    fake = await startGoogleGeocoderFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.failure = null;
    fake.places = defaultGooglePlaces();
  });

  const geocoder = (timeoutMs = 2000, apiKey = GOOGLE_FAKE_KEY) => createGoogleGeocoder({ apiKey, baseUrl: fake.url, timeoutMs });

  it('sends latlng and the API key to /maps/api/geocode/json', async () => {
    await geocoder().reverse(18.5167, 73.8415);
    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req.method).toBe('GET');
    expect(req.path).toBe('/maps/api/geocode/json');
    expect(req.query).toEqual({ latlng: '18.5167,73.8415', key: GOOGLE_FAKE_KEY });
  });

  it('maps the address components', async () => {
    await expect(geocoder().reverse(18.517, 73.842)).resolves.toEqual({
      pincode: '411004',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      locality: 'Deccan Gymkhana',
      lat: PUNE_DECCAN.lat,
      lng: PUNE_DECCAN.lng,
    });
  });

  it('fills a missing city and state from the PIN table', async () => {
    fake.places = [
      {
        lat: HYDERABAD.lat,
        lng: HYDERABAD.lng,
        formatted_address: 'Abids, 500001, India',
        address_components: [
          { long_name: 'Abids', short_name: 'Abids', types: ['political', 'sublocality', 'sublocality_level_1'] },
          { long_name: 'India', short_name: 'IN', types: ['country', 'political'] },
          { long_name: '500001', short_name: '500001', types: ['postal_code'] },
        ],
      },
    ];
    await expect(geocoder().reverse(HYDERABAD.lat, HYDERABAD.lng)).resolves.toMatchObject({
      pincode: '500001',
      city: 'Hyderabad',
      state: 'Telangana',
      locality: 'Abids',
    });
  });

  it('returns null on ZERO_RESULTS', async () => {
    await expect(geocoder().reverse(ARABIAN_SEA.lat, ARABIAN_SEA.lng)).resolves.toBeNull();
  });

  it('throws on REQUEST_DENIED with the service message', async () => {
    await expect(geocoder(2000, 'wrong-key').reverse(18.5167, 73.8415)).rejects.toThrow(/REQUEST_DENIED: The provided API key is invalid/);
  });

  it('throws on quota and unknown errors', async () => {
    fake.failure = 'over-query-limit';
    await expect(geocoder().reverse(18.5167, 73.8415)).rejects.toThrow(/OVER_QUERY_LIMIT/);
    fake.failure = 'unknown-error';
    await expect(geocoder().reverse(18.5167, 73.8415)).rejects.toThrow(/UNKNOWN_ERROR/);
  });

  it('throws on server errors without leaking the key', async () => {
    fake.failure = 'server-error';
    const err = await geocoder()
      .reverse(18.5167, 73.8415)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/HTTP 500/);
    expect((err as Error).message).not.toContain(GOOGLE_FAKE_KEY);
  });

  it('times out when the server never answers', async () => {
    fake.failure = 'hang';
    const started = Date.now();
    await expect(geocoder(150).reverse(18.5167, 73.8415)).rejects.toThrow(/no answer within 150 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('throws when the server cannot be reached', async () => {
    const g = createGoogleGeocoder({ apiKey: GOOGLE_FAKE_KEY, baseUrl: await closedPortUrl(), timeoutMs: 2000 });
    await expect(g.reverse(18.5, 73.8)).rejects.toThrow(/request failed/);
  });

  it('is chosen by createGeocoder, which insists on a key', async () => {
    const g = createGeocoder({ GEOCODER: 'google', GOOGLE_MAPS_API_KEY: GOOGLE_FAKE_KEY, GOOGLE_MAPS_URL: fake.url });
    await expect(g.reverse(18.5167, 73.8415)).resolves.toMatchObject({ pincode: '411004' });
    expect(() => createGeocoder({ GEOCODER: 'google' })).toThrow(/GOOGLE_MAPS_API_KEY/);
  });
});
