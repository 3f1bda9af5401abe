import type { LighthouseRow } from './lighthouse';
import type { LoadRow } from './load';

export interface BenchResult {
  date: string;
  machine: { cpus: number; cpu?: string; memoryGb: number; node: string };
  seconds: number;
  load: LoadRow[];
  lighthouse: LighthouseRow[];
  budgets: { budget: string; value: number; pass: boolean }[];
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

/** The soak's minutes, when `npm run bench:soak` has run (bench/results/soak.json). */
export interface SoakResult {
  date: string;
  rate: number;
  startRssMb: number;
  minutes: { minute: number; rps: number; p50Ms: number; p99Ms: number; errors: number; rssMb: number }[];
}

/** Two instances against one behind a proxy, when `npm run bench:scaling` has run (bench/results/scaling.json). */
export interface ScalingResult {
  date: string;
  seconds: number;
  rows: { name: string; path: string; oneRps: number; oneP99Ms: number; twoRps: number; twoP99Ms: number; errors: number; ratio: number }[];
}

/** What the profiles showed, and what was done about it (kept by hand: the figures above are the proof). */
const WHERE_THE_TIME_WENT = [
  '## Where the time went',
  '',
  'CPU profiles (`node --cpu-prof`) of the server under the load above, before and after the changes of decision 023:',
  '',
  '- **Before**: every visitor request rendered its answer again. For pages, React ran in its *development* build (the server never set `NODE_ENV`): `react-jsx-runtime.development.js` and `react-dom-server-legacy.node.development.js` (element validation, key warnings, property checks) were the largest self-time entries, then Kysely building queries and better-sqlite3 preparing the same SQL on every call. The product list (66 KB of JSON) spent most of its time serialising 30 products with packs, tiers and images on every request, and was sent uncompressed.',
  '- **After**: what a visitor without a session sees is kept whole per URL and answered in the first request hook (no routing work, no database, no rendering), with an ETag (304 on revalidation) and brotli or gzip bodies made once in the background. Any write that changes what visitors see empties the cache; a burst of misses after that renders each page once. The server forces React’s production build (`server/production-env.ts`, imported first), and SQLite statements are prepared once per SQL text. Every answer made for one request (a logged-in page, an API answer, a first visitor) now goes out compressed when the client takes it (`server/plugins/compression.ts`); the bench’s load generator asks for none, so its rows are uncompressed bytes.',
  '- **Both cores**: `WEB_CONCURRENCY=2` runs two workers (`node:cluster`); the first process migrates and seeds, one worker runs the background jobs, workers tell each other to empty their caches. On SQLite every write transaction takes the write lock at its start (`begin immediate`), so two processes queue on the busy timeout instead of failing; the resilience suite sells the last 10 units to 50 concurrent buyers through two workers on one SQLite file.',
  '- **Logged in, on PostgreSQL** (profile of one worker serving the cart API): a quarter of the worker’s time idle, waiting on the database; `writev` (each query’s protocol messages) the largest entry after that, then Kysely building queries and node-pg parsing rows; the PostgreSQL backends themselves took most of the other core parsing and planning the same statements again and again. Each SQL text with values is now a named prepared statement per connection (`db/client.ts`): parsed and planned once, and only Bind/Execute sent after that; in the same run the cart API went from about 330 to 500 req/s. The rest was the number of round trips per request on a machine whose two cores also run PostgreSQL and the load generator: the cart page asked six questions (session, cart lines, pictures, tiers, addresses, the header’s cart count), My Orders three.',
  '- **Logged in, after decision 028**: who a token is and the header’s cart count are kept in memory per worker; the cart reads its pictures and tiers in the same query as its lines (JSON array columns); the cart page, the cart API and My Orders are kept per customer. Every write by the customer, any staff write and anything that empties the shared pages forgets them, in every worker and (over Redis) every instance. A first view after a change costs about 1.2 ms of one core for the cart page and 0.6 ms for My Orders in process (SQLite), now two queries and one; the rows above repeat one customer’s request, so they measure the kept answer. Each row is measured after 2 s of the same load (not counted), so the JIT’s warm-up is not in the figures.',
  '- **Security headers**: a profile of cached catalogue answers showed `@fastify/helmet` building its headers again on every request (parsing the content security policy each time); they are now worked out once at start (decision 028), and a cached answer costs about two thirds of what it did.',
  '- **The load generator, and the front door (decision 029)**: until this run the rows were measured with autocannon in the bench’s own Node thread, which was the bottleneck: on the 92 KB product list it reached about 5,800 answers a second from the bare server, where `wrk` reaches 44,000 on the same machine, so ours and the bare server came out equal and the p99 rows (20–76 ms, moving 2–3× between runs) were autocannon’s own queueing. The bare server also answered with two headers where ours sends seventeen (security headers, ETag, Vary, language); those alone halve what a bare server sends (about 59,000 → 28,000 small answers a second on one core). Now `wrk` drives the load and the baseline sends our very answer. Measured that way, a kept answer sent through Fastify’s hooks cost twice what the bare server needed: one worker sent about 16,000 small kept answers a second. Kept answers now go out before Fastify (`server/front-door.ts`), with the same headers and bytes: about 23,000 a second on one worker, and two workers send more than the one-process bare server. At the default `LOG_LEVEL=info` every answer also writes a log line (now one, asynchronously, instead of two written one by one); on one worker that line costs about a third of a kept answer’s time, so the bench runs at `LOG_LEVEL=warn`, as a shop whose access log is kept by the proxy in front would.',
  '- **What is left**: the baseline is one process and ours two workers, so ratios above 1 say that the two cores are used, not that we beat `node:http`. Misses (the first view of a page after a change) cost what decision 023 measured. Writes (orders) fsync on every commit (`synchronous=FULL`), which sets the soak’s p99. The soak and the scaling run still use autocannon (the soak needs a fixed request rate).',
  '',
];

/** docs/benchmarks.md, written from the latest run. */
export function benchmarksMarkdown(r: BenchResult, soak?: SoakResult | null, scaling?: ScalingResult | null): string {
  return [
    '# Benchmarks',
    '',
    `Latest run: ${r.date.slice(0, 16).replace('T', ' ')} UTC, on ${r.machine.cpus} cores (${r.machine.cpu ?? 'unknown CPU'}), ${r.machine.memoryGb} GiB, Node ${r.machine.node}, the seeded catalogue, the server with \`WEB_CONCURRENCY=2\`, on SQLite and (when \`TEST_DATABASE_URL\` is set) PostgreSQL. Reproduce with \`npm run bench\` (\`BENCH_SECONDS\` sets the length of each load run; Lighthouse needs Debian's Chromium at \`CHROMIUM_PATH\`, default \`/usr/bin/chromium\`). The figures are also in \`bench/results/latest.json\`.`,
    '',
    `## Load (wrk, one thread, 50 connections, ${r.seconds} s each)`,
    'The baseline is a bare `node:http` server, one process, sending our very answer (status, headers and body, as sampled from our server) from memory in the same run: what this machine sends of that answer without any framework. Ours runs two workers, so a ratio above 1 is possible. The server logs warnings only (`LOG_LEVEL=warn`; see “Where the time went”).',
    '',
    row(['what', 'database', 'path', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'baseline req/s', 'baseline p99 ms', 'ours ÷ baseline']),
    row(Array(10).fill('---')),
    ...r.load.map((l) =>
      row([l.name, l.database, `\`${l.path}\``, l.rps, l.p50Ms, l.p99Ms, l.errors, l.baselineRps, l.baselineP99Ms, l.ratio]),
    ),
    '',
    ...(soak
      ? [
          `## Soak (\`npm run bench:soak\`, ${soak.rate} req/s of mixed traffic: browse, search, cart, COD orders; ${soak.date.slice(0, 16).replace('T', ' ')} UTC)`,
          '',
          `RSS of the server's processes at start: ${soak.startRssMb} MB.`,
          '',
          row(['minute', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'RSS MB']),
          row(Array(6).fill('---')),
          ...soak.minutes.map((m) => row([m.minute, m.rps, m.p50Ms, m.p99Ms, m.errors, m.rssMb])),
          '',
        ]
      : []),
    ...(scaling
      ? [
          `## Scaling (\`npm run bench:scaling\`, ${scaling.date.slice(0, 16).replace('T', ' ')} UTC)`,
          '',
          `One and two instances (one process each) behind a round-robin proxy with keep-alive connections, on one PostgreSQL and one Redis, 50 connections, ${scaling.seconds} s each. On this ${r.machine.cpus}-core machine the two instances share the cores with the proxy, PostgreSQL and the load generator, so the ratio shows the cost of coordination (shared sessions, rate limits and cache invalidation over Redis) rather than the gain of a second machine; on separate machines each instance brings its own cores.`,
          '',
          row(['what', 'path', 'one instance req/s', 'p99 ms', 'two instances req/s', 'p99 ms', 'errors', 'two ÷ one']),
          row(Array(8).fill('---')),
          ...scaling.rows.map((s) => row([s.name, `\`${s.path}\``, s.oneRps, s.oneP99Ms, s.twoRps, s.twoP99Ms, s.errors, s.ratio])),
          '',
        ]
      : []),
    ...WHERE_THE_TIME_WENT,
    '## Lighthouse 12',
    '',
    row(['page', 'preset', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'total KB', 'JS KB (gzip)']),
    row(Array(11).fill('---')),
    ...r.lighthouse.map((l) =>
      row([
        `\`${l.page}\``,
        l.preset,
        l.performance,
        l.accessibility,
        l.bestPractices,
        l.seo,
        l.lcpMs,
        l.tbtMs,
        l.cls,
        l.totalKb,
        l.jsGzipKb,
      ]),
    ),
    '',
    '## Budgets',
    '',
    row(['budget', 'value', 'result']),
    row(['---', '---', '---']),
    ...r.budgets.map((b) => row([b.budget, b.value, b.pass ? 'pass' : '**FAIL**'])),
    '',
  ].join('\n');
}
