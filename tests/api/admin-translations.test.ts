import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productForEditing } from '../../domain/catalog/editing';
import { CONTENT_KINDS, TRANSLATED_AS } from '../../domain/content/editing';
import { MSG } from '../../domain/messages';
import { entityNamed } from '../../domain/translations/entities';
import { SessionCache } from '../../domain/accounts/session-cache';
import { cartItemCount } from '../../domain/cart/count';
import { connectCaches, Peers } from '../../server/cache/peers';
import { PersonalPages } from '../../server/cache/personal-pages';
import { SharedPages } from '../../server/cache/shared-pages';
import { databases, postForm, signUpAndLogin, staffToken, startTestApp, type TestApp } from '../setup/test-app';

// Staff edit a record's Hindi and Marathi beside its English: a change of the
// English keeps them, marked "English changed" until confirmed or updated; a
// save touches only the language and texts changed; limits and roles are the
// English editors'; and visitors' caches forget only the language saved.

describe.each(databases)('translating in the back office on %s', (kind) => {
  let t: TestApp;
  let catalogue: string;
  let content: string;
  let productId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    catalogue = await staffToken(t, 'catalogue');
    content = await staffToken(t, 'content');
    const row = await t.services.db
      .selectFrom('content_translations')
      .select('entity_id')
      .where('entity', '=', 'product')
      .where('field', '=', 'description')
      .where('lang', '=', 'mr')
      .executeTakeFirstOrThrow();
    productId = row.entity_id;
  });
  afterAll(() => t.close());

  const editorPath = (entity: string, id: string) => `/admin/translations/${entity}/${encodeURIComponent(id)}`;
  const html = (url: string, token?: string) =>
    t.app.inject({ url, headers: { accept: 'text/html', ...(token ? { authorization: token } : {}) } });
  const stored = (field: string, lang: string) =>
    t.services.db
      .selectFrom('content_translations')
      .select(['text', 'source'])
      .where('entity', '=', 'product')
      .where('entity_id', '=', productId)
      .where('field', '=', field)
      .where('lang', '=', lang)
      .executeTakeFirst();
  const apiEditor = async () =>
    (await t.app.inject({ url: `/api/admin/translations/product/${productId}`, headers: { authorization: catalogue } })).json() as {
      fields: {
        field: string;
        english: string;
        hi: { text: string; stale: boolean } | null;
        mr: { text: string; stale: boolean } | null;
      }[];
    };
  const description = async () => (await apiEditor()).fields.find((f) => f.field === 'description')!;

  it('keeps the Hindi and Marathi when the English changes, marks them, and clears a mark once confirmed', async () => {
    const before = await description();
    expect(before.hi?.stale).toBe(false);
    expect(before.mr?.stale).toBe(false);
    const oldEnglish = before.english;
    const marathi = await stored('description', 'mr');

    const { values, code } = await productForEditing(t.services.db, productId);
    const saved = await postForm(
      t,
      `/admin/products/${productId}`,
      { ...values, description: `${oldEnglish} Now also for drip.`, intent: 'save' },
      catalogue,
    );
    expect(saved.json()).toMatchObject({ ok: true });
    expect(saved.json().toast.text).toMatch(
      /^Product saved\. Its Hindi and Marathi are kept: \d+ texts are marked “English changed” for checking\.$/,
    );

    const page = await html(editorPath('product', productId), catalogue);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('English changed — check the Hindi.');
    expect(page.body).toContain('English changed — check the Marathi.');
    expect(page.body).toContain('Edit the English');
    expect(page.body).toContain(`href="/admin/products/${productId}"`);
    const changed = await description();
    expect(changed.hi).toMatchObject({ text: before.hi!.text, stale: true });

    // The lists say so too: the product list's mark, and the list of texts to check in Marathi.
    expect((await html(`/admin/products?q=${code}`, catalogue)).body).toMatch(/Hindi\/Marathi: [^<]*\d+ to check/);
    const todo = (await html('/admin/translations?lang=mr&state=stale', catalogue)).body;
    expect(todo).toContain(editorPath('product', productId));
    expect((await html('/admin', catalogue)).body).toMatch(
      /admin-tile-value">\d+<\/span> <a href="\/admin\/translations\?lang=mr&amp;state=stale"/,
    );

    const confirmed = await postForm(t, editorPath('product', productId), { confirm: 'hi:description' }, catalogue);
    expect(confirmed.json()).toMatchObject({ ok: true, toast: { text: MSG.translationsSaved(1) } });
    expect((await description()).hi).toMatchObject({ text: before.hi!.text, stale: false });
    expect((await description()).mr?.stale).toBe(true);
    expect(await stored('description', 'mr')).toEqual(marathi);

    // Saving the Hindi leaves the Marathi as it was, still marked.
    const hindi = 'ड्रिप के लिए भी उपयोगी जैविक खाद।';
    const res = await postForm(t, editorPath('product', productId), { 'hi:description': hindi }, catalogue);
    expect(res.json()).toMatchObject({ ok: true });
    expect((await stored('description', 'hi'))?.text).toBe(hindi);
    expect(await stored('description', 'mr')).toEqual(marathi);
    const audit = await t.services.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity', '=', 'product')
      .where('entity_id', '=', productId)
      .where('action', '=', 'translation.update')
      .orderBy('at', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!)).toEqual({ hi: { description: hindi } });
  });

  it('refuses a translation over the English limit with its message, saving nothing and keeping what was typed', async () => {
    const title = await stored('title', 'hi');
    const long = 'क'.repeat(201);
    const res = await postForm(t, editorPath('product', productId), { 'hi:title': long, 'mr:title': 'नवीन नाव' }, catalogue);
    expect(res.statusCode).toBe(400);
    const message = MSG.translationTooLong('The Hindi title', 200, 201);
    expect(res.json().errors).toEqual({ 'hi:title': message });
    expect(await stored('title', 'hi')).toEqual(title);
    expect((await stored('title', 'mr'))?.text).not.toBe('नवीन नाव');

    const page = await postForm(t, editorPath('product', productId), { 'hi:title': long }, catalogue, 'text/html');
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(message);
    expect(page.body).toContain(`value="${long}"`);

    const api = await t.app.inject({
      method: 'POST',
      url: `/api/admin/translations/product/${productId}`,
      headers: { authorization: catalogue },
      payload: { lang: 'hi', texts: { title: long } },
    });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ status: false, message, problems: [{ field: 'hi:title', message }] });
  });

  it('opens a record only to the roles that edit its English', async () => {
    const customer = (await signUpAndLogin(t.app)).token;
    const url = editorPath('product', productId);
    expect((await html(url)).headers.location).toMatch(/^\/admin\/login\?next=/);
    const other = await html(url, content);
    expect(other.statusCode).toBe(403);
    expect(other.body).toContain(MSG.translationNotYourKind('Product'));
    const before = await stored('title', 'hi');
    expect((await postForm(t, url, { 'hi:title': 'कुछ और' }, content)).statusCode).toBe(403);
    expect(await stored('title', 'hi')).toEqual(before);
    for (const token of [customer, content]) {
      const api = await t.app.inject({
        method: 'POST',
        url: `/api/admin/translations/product/${productId}`,
        headers: { authorization: token },
        payload: { lang: 'hi', texts: { title: 'कुछ और' } },
      });
      expect(api.statusCode).toBe(403);
    }
    expect((await html(editorPath('page', 'aboutus/journey'), catalogue)).statusCode).toBe(403);
    expect((await html(editorPath('page', 'aboutus/journey'), content)).statusCode).toBe(200);
    expect((await html(editorPath('product', 'no-such-product'), catalogue)).statusCode).toBe(404);
  });

  it('forgets only the Hindi answers after a Hindi save: the English ones are still served from the cache', async () => {
    const { db } = t.services;
    // No Hindi description, so the Hindi page shows the English one.
    await postForm(t, editorPath('product', productId), { 'hi:description': '' }, catalogue);
    expect(await stored('description', 'hi')).toBeUndefined();
    const page = (lang: string) => t.app.inject({ url: `${lang}/product_details/${productId}`, headers: { accept: 'text/html' } });
    const api = (lang: string) => t.app.inject(`/api/get/product/${productId}${lang ? `?lang=${lang}` : ''}`);
    await Promise.all([page(''), page('/hi'), api(''), api('hi')]);
    expect((await page('')).statusCode).toBe(200);

    // Written past the app, so nothing is emptied but by the translation saved next.
    await db.updateTable('products').set({ description: 'Rewritten in the database only' }).where('id', '=', productId).execute();
    const saved = await postForm(t, editorPath('product', productId), { 'hi:storage_advice': 'ठंडी, सूखी जगह रखें।' }, catalogue);
    expect(saved.json()).toMatchObject({ ok: true });

    expect((await page('/hi')).body).toContain('Rewritten in the database only');
    expect(JSON.stringify((await api('hi')).json())).toContain('Rewritten in the database only');
    expect((await page('')).body).not.toContain('Rewritten in the database only');
    expect(JSON.stringify((await api('')).json())).not.toContain('Rewritten in the database only');
  });

  it('drops the translations of a content entry removed from the site', async () => {
    const item = { title: 'Field day at Baramati', published_at: '2026-11-20', description: 'Farmers met.', image: '/images/news/a.svg' };
    expect((await postForm(t, '/admin/content/news/new', { ...item, intent: 'save' }, content)).json()).toMatchObject({ ok: true });
    const { id } = await t.services.db.selectFrom('news').select('id').where('title', '=', item.title).executeTakeFirstOrThrow();
    expect((await postForm(t, editorPath('news', id), { 'hi:title': 'बारामती में किसान दिवस' }, content)).json()).toMatchObject({ ok: true });
    const rows = () =>
      t.services.db.selectFrom('content_translations').select('text').where('entity', '=', 'news').where('entity_id', '=', id).execute();
    expect(await rows()).toHaveLength(1);
    expect((await postForm(t, `/admin/content/news/${id}`, { intent: 'delete' }, content)).json()).toMatchObject({ ok: true });
    expect(await rows()).toEqual([]);
  });

  it('limits each content translation as its English editor does', () => {
    for (const [kind, spec] of Object.entries(CONTENT_KINDS)) {
      const entity = entityNamed(TRANSLATED_AS[kind as keyof typeof CONTENT_KINDS])!;
      for (const field of Object.keys(entity.fields))
        expect(entity.max[field], `${kind}.${field}`).toBe(spec.fields.find((f) => f.name === field)?.max);
    }
  });
});

describe('a translation saved in one worker', () => {
  it('empties the answers in its language in every worker, and only those', () => {
    const make = () => {
      const caches = { pages: new SharedPages(), personal: new PersonalPages(), sessions: new SessionCache(cartItemCount) };
      const peers = new Peers();
      connectCaches(peers, caches);
      return { ...caches, peers };
    };
    const [a, b] = [make(), make()];
    a.peers.addTransport(async (m) => b.peers.receive(m));
    const keys = [
      'html /hi/crops',
      'html /hi',
      'data:hi /api/get/all/products?lang=hi',
      'html /crops',
      'data /api/get/all/products',
      'html /mr/crops',
    ];
    for (const key of keys) b.pages.put(key, b.pages.version, 'text/html', Buffer.from(key));

    a.pages.forgetLanguages(['hi']);
    expect(keys.filter((k) => b.pages.get(k))).toEqual(['html /crops', 'data /api/get/all/products', 'html /mr/crops']);
  });
});
