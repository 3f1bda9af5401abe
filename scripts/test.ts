import { spawnSync } from 'node:child_process';

// npm test: lint, typecheck, API and domain tests (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the end-to-end journeys in Chromium.
const steps: [string, string[]][] = [
  ['islands', ['npx', 'tsx', 'scripts/generate-islands.ts', '--check']],
  ['routes-doc', ['npx', 'tsx', 'scripts/generate-routes-doc.ts', '--check']],
  ['lint', ['npx', 'eslint', '.', '--max-warnings=0']],
  ['format', ['npx', 'prettier', '--check', '**/*.{ts,tsx,css}']],
  ['typecheck', ['npx', 'tsc', '--noEmit']],
  ['api', ['npx', 'vitest', 'run', '--project', 'api']],
  ['e2e', ['npx', 'vitest', 'run', '--project', 'e2e']],
];
const only = process.argv.slice(2);
for (const [name, [cmd, ...args]] of steps) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`✗ ${name} failed`);
    process.exit(r.status ?? 1);
  }
}
