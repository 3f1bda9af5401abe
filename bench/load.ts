import { execFile, execFileSync } from 'node:child_process';
import { createServer, request, type OutgoingHttpHeaders, type Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The load generator is wrk (C, Debian's package `wrk`), one thread, 50
// connections. autocannon, run in the bench's own Node thread, was the
// bottleneck: for the 92 KB product list it reached about 5,800 answers a
// second from the bare server, where wrk reaches 44,000, so the rows measured
// autocannon, and their p99 was its own queueing (decision 029).

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

const CONNECTIONS = 50;

/** Each run is preceded by this many seconds of the same load, not counted: the steady state is measured, not the JIT warming up. */
const WARMUP_SECONDS = 2;

/** wrk reports through this script: one line of JSON when the run is done (latencies in microseconds). */
const REPORT_SCRIPT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"errors":%d,"non2xx":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
`;

/** Tells how to get wrk when it is missing, instead of failing halfway through a run. */
export function requireWrk() {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (e) {
    // wrk --version exits 1 after printing its version: only a missing binary is an error.
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('The load benchmarks need wrk: apt-get install -y wrk');
  }
}

function wrk(url: string, seconds: number, headers: Record<string, string>, script: string) {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--timeout', '5s', '-s', script];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  return new Promise<{ requests: number; durationUs: number; p50Us: number; p99Us: number; errors: number; non2xx: number }>(
    (resolve, reject) =>
      execFile('wrk', [...args, url], (err, stdout) => {
        const line = stdout.split('\n').find((l) => l.startsWith('{"requests"'));
        if (err || !line) reject(err ?? new Error(`wrk printed no report: ${stdout}`));
        else resolve(JSON.parse(line));
      }),
  );
}

/** A run of `seconds` at 50 connections after a warm-up of the same load: req/s, p50 and p99 in ms, failures. */
async function measure(url: string, seconds: number, headers: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'wrk-'));
  const script = join(dir, 'report.lua');
  writeFileSync(script, REPORT_SCRIPT);
  try {
    await wrk(url, WARMUP_SECONDS, headers, script);
    const r = await wrk(url, seconds, headers, script);
    const errors = r.errors + r.non2xx;
    if (errors) console.warn(`${url}: ${r.errors} socket errors or timeouts, ${r.non2xx} answers other than 2xx/3xx`);
    const ms = (us: number) => Math.round(us / 100) / 10;
    return { rps: Math.round(r.requests / (r.durationUs / 1e6)), p50: ms(r.p50Us), p99: ms(r.p99Us), errors };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Headers a server adds to every answer by itself (node:http writes its own). */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Our answer exactly as the load generator gets it (no Accept-Encoding): status, headers and body. */
function sample(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: OutgoingHttpHeaders; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const kept: OutgoingHttpHeaders = {};
        for (const [k, v] of Object.entries(res.headers)) if (!CONNECTION_HEADERS.has(k) && v !== undefined) kept[k] = v;
        resolve({ status: res.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}

/**
 * A bare node:http server answering from memory the very answer we gave, its
 * headers (the security headers, ETag, Vary) and body alike: the ceiling of
 * this machine for that answer.
 */
async function baseline(answer: { headers: OutgoingHttpHeaders; body: Buffer }): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, answer.headers);
    res.end(answer.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, server };
}

/** wrk, 50 connections, on our server and on the baseline serving the same answer. */
export async function loadTest(
  baseUrl: string,
  targets: { name: string; path: string; kind: LoadKind; headers?: Record<string, string> }[],
  seconds: number,
  database: string,
): Promise<LoadRow[]> {
  const rows: LoadRow[] = [];
  for (const t of targets) {
    const headers = t.headers ?? {};
    const answer = await sample(baseUrl + t.path, headers);
    if (answer.status !== 200) throw new Error(`${t.path} answered ${answer.status}`);
    const ours = await measure(baseUrl + t.path, seconds, headers);
    const bare = await baseline(answer);
    const base = await measure(bare.url, seconds);
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
