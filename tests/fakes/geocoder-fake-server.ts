import type { IncomingHttpHeaders, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// What the geocoder fakes (Nominatim, Google) share: the requests they record,
// the nearest known place to a point, and listening on a local port.

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
}

export const recordRequest = (req: IncomingMessage, u: URL): RecordedRequest => ({
  method: req.method ?? 'GET',
  path: u.pathname,
  query: Object.fromEntries(u.searchParams),
  headers: req.headers,
});

/** The place nearest to a point, or null when none is within maxDegrees. */
export function nearestPlace<P>(places: P[], lat: number, lng: number, coords: (p: P) => [number, number], maxDegrees: number): P | null {
  let best: P | null = null;
  let bestD = Infinity;
  for (const p of places) {
    const [pLat, pLng] = coords(p);
    const d = Math.hypot(pLat - lat, pLng - lng);
    if (d < bestD) {
      best = p;
      bestD = d;
    }
  }
  return !best || bestD > maxDegrees ? null : best;
}

/** Listens on a free local port; `close` also ends open (hanging) connections. */
export async function listenLocally(server: Server): Promise<{ url: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
