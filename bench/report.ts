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

/** docs/benchmarks.md, written from the latest run. */
export function benchmarksMarkdown(r: BenchResult): string {
  return [
    '# Benchmarks',
    '',
    `Latest run: ${r.date.slice(0, 16).replace('T', ' ')} UTC, on ${r.machine.cpus} cores (${r.machine.cpu ?? 'unknown CPU'}), ${r.machine.memoryGb} GiB, Node ${r.machine.node}, the seeded catalogue, the server with \`WEB_CONCURRENCY=2\`, on SQLite and (when \`TEST_DATABASE_URL\` is set) PostgreSQL. Reproduce with \`npm run bench\` (\`BENCH_SECONDS\` sets the length of each load run; Lighthouse needs Debian's Chromium at \`CHROMIUM_PATH\`, default \`/usr/bin/chromium\`). The figures are also in \`bench/results/latest.json\`.`,
    '',
    `## Load (autocannon, 50 connections, ${r.seconds} s each)`,
    'The baseline is a bare `node:http` server answering the same bytes from memory in the same run: the ceiling of this machine, not a target.',
    '',
    row(['what', 'database', 'path', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'baseline req/s', 'baseline p99 ms', 'ours ÷ baseline']),
    row(Array(10).fill('---')),
    ...r.load.map((l) =>
      row([l.name, l.database, `\`${l.path}\``, l.rps, l.p50Ms, l.p99Ms, l.errors, l.baselineRps, l.baselineP99Ms, l.ratio]),
    ),
    '',
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
