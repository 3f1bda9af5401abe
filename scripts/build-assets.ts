import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { generateIslands } from './generate-islands';

// Builds what the browser loads into ASSETS_DIR (default dist/public): the
// island script (Preact in place of React, split per island), the Tailwind
// stylesheet, the fonts and the pictures, every file pre-compressed.
// `--if-stale` skips the build when nothing it reads is newer than it.

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const out = resolve(process.env.ASSETS_DIR ?? join(root, 'dist/public'));
const manifestPath = join(out, 'manifest.json');
const SOURCES = ['app', 'domain', 'public', 'package-lock.json'];

function newestMtime(path: string): number {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const st = statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(full).map((f) => newestMtime(join(path, f))));
}

function isStale(): boolean {
  if (!existsSync(manifestPath)) return true;
  const built = statSync(manifestPath).mtimeMs;
  return SOURCES.some((s) => newestMtime(s) > built);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

const hash = (buf: Buffer | string) => createHash('sha256').update(buf).digest('hex').slice(0, 10);

async function main() {
  if (process.argv.includes('--if-stale') && !isStale()) return;
  const started = Date.now();
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'assets'), { recursive: true });

  cpSync(join(root, 'public'), out, { recursive: true });
  // Noto Sans (Latin) and Noto Sans Devanagari (its Devanagari subset only, for Hindi and Marathi pages), two weights each.
  mkdirSync(join(out, 'fonts'), { recursive: true });
  const fontFiles: [string, RegExp][] = [
    ['node_modules/@fontsource/noto-sans/files', /^noto-sans-latin-(400|700)-normal\.woff2$/],
    ['node_modules/@fontsource/noto-sans-devanagari/files', /^noto-sans-devanagari-devanagari-400-normal\.woff2$/],
  ];
  for (const [dir, pattern] of fontFiles) {
    for (const f of readdirSync(join(root, dir)).filter((f) => pattern.test(f))) cpSync(join(root, dir, f), join(out, 'fonts', f));
  }

  generateIslands(); // a missing or renamed island fails here, not in the browser
  const result = await build({
    entryPoints: { app: join(root, 'app/client/entry.ts') },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: ['es2020'],
    outdir: join(out, 'assets'),
    entryNames: '[name]-[hash]',
    chunkNames: 'c-[hash]',
    metafile: true,
    jsx: 'automatic',
    jsxImportSource: 'preact',
    alias: {
      react: 'preact/compat',
      'react-dom': 'preact/compat',
      'react/jsx-runtime': 'preact/jsx-runtime',
    },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  // Dynamically imported islands are entry points too: pick the browser entry itself.
  const entry = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint?.endsWith('app/client/entry.ts'))?.[0];
  if (!entry) throw new Error('esbuild produced no entry');

  const tmpCss = join(out, 'assets/app.css');
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/@tailwindcss/cli/dist/index.mjs'), '-i', join(root, 'app/styles.css'), '-o', tmpCss, '--minify'],
    { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const css = readFileSync(tmpCss);
  const cssName = `assets/app-${hash(css)}.css`;
  writeFileSync(join(out, cssName), css);
  rmSync(tmpCss);

  for (const file of filesUnder(out)) {
    if (!/\.(js|css|svg|json|txt|xml|html)$/.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < 256) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }

  const manifest = { js: '/' + relative(out, resolve(root, entry)), css: '/' + cssName };
  writeFileSync(manifestPath, JSON.stringify(manifest));
  console.log(`Built browser assets in ${Date.now() - started} ms → ${relative(root, out) || out}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
