/**
 * A local stand-in for a Nominatim server's /reverse endpoint. It answers with
 * the same shapes as the real service:
 *  - 200 + jsonv2 place (with `address` when addressdetails=1);
 *  - 200 + {"error":"Unable to geocode"} when nothing is near the point;
 *  - 400 + {"error":{"code":400,"message":...}} for missing or invalid coordinates;
 * and can be told to misbehave (rate limit, server error, not found, hang).
 */
import { createServer } from 'node:http';
import { listenLocally, nearestPlace, recordRequest, type RecordedRequest } from './geocoder-fake-server';

export type { RecordedRequest } from './geocoder-fake-server';

export interface NominatimFakePlace {
  lat: number;
  lon: number;
  name: string;
  /** The `address` object Nominatim returns with addressdetails=1. */
  address: Record<string, string>;
}

export type NominatimFailure = 'server-error' | 'rate-limit' | 'not-found' | 'hang';

export interface NominatimFake {
  /** Base URL, e.g. http://127.0.0.1:PORT (no trailing slash). */
  url: string;
  requests: RecordedRequest[];
  places: NominatimFakePlace[];
  /** When set, every request misbehaves this way. */
  failure: NominatimFailure | null;
  close(): Promise<void>;
}

/** How far (in degrees) a query may be from a known place and still match it. */
const MATCH_DEGREES = 0.05;

export const PUNE_SHIVAJINAGAR: NominatimFakePlace = {
  lat: 18.5308,
  lon: 73.8475,
  name: 'Shivajinagar',
  address: {
    road: 'Jangli Maharaj Road',
    suburb: 'Shivajinagar',
    city: 'Pune',
    county: 'Pune City',
    state_district: 'Pune District',
    state: 'Maharashtra',
    'ISO3166-2-lvl4': 'IN-MH',
    postcode: '411005',
    country: 'India',
    country_code: 'in',
  },
};

export function defaultNominatimPlaces(): NominatimFakePlace[] {
  return [structuredClone(PUNE_SHIVAJINAGAR)];
}

export async function startNominatimFake(places: NominatimFakePlace[] = defaultNominatimPlaces()): Promise<NominatimFake> {
  const fake: NominatimFake = {
    url: '',
    requests: [],
    places,
    failure: null,
    close: async () => {},
  };

  const server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://fake');
    fake.requests.push(recordRequest(req, u));

    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };

    switch (fake.failure) {
      case 'hang':
        return; // never answer
      case 'server-error':
        res.writeHead(503, { 'content-type': 'text/html' });
        res.end('<html><body><h1>503 Service Unavailable</h1></body></html>');
        return;
      case 'rate-limit':
        res.writeHead(429, { 'content-type': 'text/html' });
        res.end('<html><body>Too Many Requests</body></html>');
        return;
      case 'not-found':
        return json(404, { error: 'Not Found' });
    }

    if (req.method !== 'GET' || (u.pathname !== '/reverse' && u.pathname !== '/reverse.php')) {
      return json(404, { error: 'Not Found' });
    }
    const latRaw = u.searchParams.get('lat');
    const lonRaw = u.searchParams.get('lon');
    if (latRaw === null || lonRaw === null) {
      return json(400, { error: { code: 400, message: 'Need coordinates or OSM object to lookup.' } });
    }
    const lat = Number(latRaw);
    const lon = Number(lonRaw);
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
      return json(400, { error: { code: 400, message: 'Invalid coordinates' } });
    }

    const best = nearestPlace(fake.places, lat, lon, (p) => [p.lat, p.lon], MATCH_DEGREES);
    if (!best) return json(200, { error: 'Unable to geocode' });

    const address = best.address;
    const body: Record<string, unknown> = {
      place_id: 123456,
      licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
      osm_type: 'way',
      osm_id: 987654,
      lat: String(best.lat),
      lon: String(best.lon),
      category: 'highway',
      type: 'secondary',
      place_rank: 26,
      importance: 0.1,
      addresstype: 'road',
      name: best.name,
      display_name: Object.values(address)
        .filter((v) => v.length > 2)
        .join(', '),
      boundingbox: [String(best.lat - 0.001), String(best.lat + 0.001), String(best.lon - 0.001), String(best.lon + 0.001)],
    };
    if (u.searchParams.get('addressdetails') === '1') body.address = address;
    json(200, body);
  });

  Object.assign(fake, await listenLocally(server));
  return fake;
}
