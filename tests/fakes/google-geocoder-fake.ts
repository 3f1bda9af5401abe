/**
 * A local stand-in for the Google Geocoding API (/maps/api/geocode/json),
 * answering reverse (latlng) requests with the real service's shapes:
 *  - {"results":[...],"status":"OK"};
 *  - {"results":[],"status":"ZERO_RESULTS"} when nothing is near the point;
 *  - {"error_message":...,"results":[],"status":"REQUEST_DENIED"} for a missing or unknown key;
 *  - HTTP 400 + INVALID_REQUEST when latlng is missing or malformed;
 * and can be told to misbehave (quota, server error, hang).
 */
import { createServer } from 'node:http';
import { listenLocally, nearestPlace, recordRequest, type RecordedRequest } from './geocoder-fake-server';

export type { RecordedRequest } from './geocoder-fake-server';

export interface GoogleAddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

export interface GoogleFakePlace {
  lat: number;
  lng: number;
  formatted_address: string;
  address_components: GoogleAddressComponent[];
}

export type GoogleFailure = 'over-query-limit' | 'unknown-error' | 'server-error' | 'hang';

export interface GoogleGeocoderFake {
  url: string;
  requests: RecordedRequest[];
  places: GoogleFakePlace[];
  /** Keys the fake accepts. */
  validKeys: Set<string>;
  failure: GoogleFailure | null;
  close(): Promise<void>;
}

export const GOOGLE_FAKE_KEY = 'test-google-key';

const MATCH_DEGREES = 0.05;

const c = (long_name: string, types: string[], short_name = long_name): GoogleAddressComponent => ({
  long_name,
  short_name,
  types,
});

export const PUNE_DECCAN: GoogleFakePlace = {
  lat: 18.5167,
  lng: 73.8415,
  formatted_address: 'Fergusson College Rd, Deccan Gymkhana, Pune, Maharashtra 411004, India',
  address_components: [
    c('Fergusson College Road', ['route'], 'FC Rd'),
    c('Deccan Gymkhana', ['political', 'sublocality', 'sublocality_level_1']),
    c('Pune', ['locality', 'political']),
    c('Pune', ['administrative_area_level_3', 'political']),
    c('Pune Division', ['administrative_area_level_2', 'political']),
    c('Maharashtra', ['administrative_area_level_1', 'political'], 'MH'),
    c('India', ['country', 'political'], 'IN'),
    c('411004', ['postal_code']),
  ],
};

export function defaultGooglePlaces(): GoogleFakePlace[] {
  return [structuredClone(PUNE_DECCAN)];
}

export async function startGoogleGeocoderFake(places: GoogleFakePlace[] = defaultGooglePlaces()): Promise<GoogleGeocoderFake> {
  const fake: GoogleGeocoderFake = {
    url: '',
    requests: [],
    places,
    validKeys: new Set([GOOGLE_FAKE_KEY]),
    failure: null,
    close: async () => {},
  };

  const server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://fake');
    fake.requests.push(recordRequest(req, u));
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(body, null, 3));
    };

    if (fake.failure === 'hang') return;
    if (fake.failure === 'server-error') {
      res.writeHead(500, { 'content-type': 'text/html; charset=UTF-8' });
      res.end('<html><body>500. That’s an error.</body></html>');
      return;
    }

    if (u.pathname !== '/maps/api/geocode/json') {
      res.writeHead(404, { 'content-type': 'text/html; charset=UTF-8' });
      res.end('<html><body>404. That’s an error.</body></html>');
      return;
    }

    const key = u.searchParams.get('key');
    if (!key) {
      return json(200, {
        error_message: 'You must use an API key to authenticate each request to Google Maps Platform APIs.',
        results: [],
        status: 'REQUEST_DENIED',
      });
    }
    if (!fake.validKeys.has(key)) {
      return json(200, { error_message: 'The provided API key is invalid. ', results: [], status: 'REQUEST_DENIED' });
    }
    if (fake.failure === 'over-query-limit') {
      return json(200, {
        error_message: 'You have exceeded your rate-limit for this API.',
        results: [],
        status: 'OVER_QUERY_LIMIT',
      });
    }
    if (fake.failure === 'unknown-error') {
      return json(200, { results: [], status: 'UNKNOWN_ERROR' });
    }

    const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(u.searchParams.get('latlng') ?? '');
    if (!m) {
      return json(400, {
        error_message: "Invalid request. Missing the 'address', 'components', 'latlng' or 'place_id' parameter.",
        results: [],
        status: 'INVALID_REQUEST',
      });
    }
    const lat = Number(m[1]);
    const lng = Number(m[2]);

    const best = nearestPlace(fake.places, lat, lng, (p) => [p.lat, p.lng], MATCH_DEGREES);
    if (!best) {
      return json(200, { plus_code: { global_code: '5J000000+00' }, results: [], status: 'ZERO_RESULTS' });
    }

    json(200, {
      plus_code: { compound_code: 'GRJR+XX Pune, Maharashtra, India', global_code: '7JCMGRJR+XX' },
      results: [
        {
          address_components: best.address_components,
          formatted_address: best.formatted_address,
          geometry: {
            location: { lat: best.lat, lng: best.lng },
            location_type: 'ROOFTOP',
            viewport: {
              northeast: { lat: best.lat + 0.001, lng: best.lng + 0.001 },
              southwest: { lat: best.lat - 0.001, lng: best.lng - 0.001 },
            },
          },
          place_id: 'ChIJfake-place-id',
          types: ['street_address'],
        },
      ],
      status: 'OK',
    });
  });

  Object.assign(fake, await listenLocally(server));
  return fake;
}
