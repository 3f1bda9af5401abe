import { createServer, type Server } from 'node:http';
import autocannon from 'autocannon';

/** What a row is held to: the catalogue API and visitor pages against the bare server, personal pages in req/s. */
export type LoadKind = 'api' | 'page' | 'personal';

export interface LoadRow {
  name: string;
  path: string;
  kind: LoadKind;
  /** Which database the server ran on. */
  database: string;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  baselineRps: number;
  baselineP99Ms: number;
  /** ours ÷ baseline requests per second */
  ratio: number;
}

/** Each run is preceded by this many seconds of the same load, not counted: the steady state is measured, not the JIT warming up. */
const WARMUP_SECONDS = 2;

async function measure(url: string, seconds: number, headers: Record<string, string>) {
  await autocannon({ url, connections: 50, duration: WARMUP_SECONDS, headers });
  const r = await autocannon({ url, connections: 50, duration: seconds, headers });
  const codes = Object.entries((r as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, v]) => `${code}×${v.count}`);
  if (r.errors + r.timeouts + r.non2xx)
    console.warn(`${url}: ${r.errors} errors, ${r.timeouts} timeouts, ${codes.join(' ') || 'no other statuses'}`);
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

/** A bare node:http server answering the same bytes from memory: the ceiling of this machine. */
async function baseline(body: Buffer, contentType: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, server };
}

/** autocannon, 50 connections, on our server and on the baseline serving the same bytes. */
export async function loadTest(
  baseUrl: string,
  targets: { name: string; path: string; kind: LoadKind; headers?: Record<string, string> }[],
  seconds: number,
  database: string,
): Promise<LoadRow[]> {
  const rows: LoadRow[] = [];
  for (const t of targets) {
    const headers = t.headers ?? {};
    const sample = await fetch(baseUrl + t.path, { headers });
    if (!sample.ok) throw new Error(`${t.path} answered ${sample.status}`);
    const body = Buffer.from(await sample.arrayBuffer());
    const ours = await measure(baseUrl + t.path, seconds, headers);
    const bare = await baseline(body, sample.headers.get('content-type') ?? 'application/octet-stream');
    const base = await measure(bare.url, seconds, {});
    bare.server.close();
    rows.push({
      name: t.name,
      path: t.path,
      kind: t.kind,
      database,
      rps: ours.rps,
      p50Ms: ours.p50,
      p99Ms: ours.p99,
      errors: ours.errors,
      baselineRps: base.rps,
      baselineP99Ms: base.p99,
      ratio: Math.round((ours.rps / Math.max(1, base.rps)) * 1000) / 1000,
    });
  }
  return rows;
}
