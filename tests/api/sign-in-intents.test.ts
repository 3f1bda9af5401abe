import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { databases, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';

// Nothing a visitor tapped is lost as they sign in: Add to Cart (the pack and
// the quantity typed), Buy now and the calculator's "Add these packs to cart"
// go into the cart whichever way they sign in (e-mail and password, a code by
// SMS, a new account), and they land back where they were, told what went in.
// A new account is greeted as new.

/** A browser without JavaScript: cookies kept between requests, forms posted as a page does. */
function browser(t: TestApp) {
  const jar = new Map<string, string>();
  const keep = (res: { cookies: { name: string; value: string; maxAge?: number; expires?: Date }[] }) => {
    for (const c of res.cookies) {
      const gone = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now());
      if (gone) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
  };
  const cookies = () => Object.fromEntries(jar);
  return {
    jar,
    async get(url: string) {
      const res = await t.app.inject({ method: 'GET', url, cookies: cookies(), headers: { accept: 'text/html' } });
      keep(res);
      return res;
    },
    async post(url: string, fields: Record<string, string>) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: new URLSearchParams(fields).toString(),
        cookies: cookies(),
        headers: { origin: t.services.config.PUBLIC_URL, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      });
      keep(res);
      return res;
    },
  };
}

/** The newest code the offline SMS outbox holds for this number. */
function smsCodeFor(t: TestApp, mobile: string): string {
  const dir = join(t.dataDir, 'sms-outbox');
  const last = readdirSync(dir)
    .filter((f) => f.includes(`-${mobile}-`))
    .sort()
    .at(-1)!;
  return /\b(\d{6})\b/.exec(readFileSync(join(dir, last), 'utf8').split('\n\n')[1])![1];
}

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');

let n = 0;
const newMobile = () => `9${String(Date.now() + n++).slice(-9)}`;

describe.each(databases)('sign-in keeps what was tapped on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const vam = () => t.services.db.selectFrom('products').select(['id', 'title']).where('code', '=', 'MB-VAM-P01').executeTakeFirstOrThrow();
  const packsOf = (productId: string) =>
    t.services.db
      .selectFrom('product_variants')
      .select(['id', 'pack', 'stock'])
      .where('product_id', '=', productId)
      .where('archived_at', 'is', null)
      .orderBy('position')
      .execute();
  const cartOf = async (userId: string) =>
    (
      await t.services.db
        .selectFrom('cart_items')
        .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
        .innerJoin('product_variants', 'product_variants.id', 'cart_items.variant_id')
        .select(['cart_items.product_id', 'cart_items.variant_id', 'product_variants.pack', 'cart_items.quantity'])
        .where('carts.user_id', '=', userId)
        .execute()
    )
      .map((l) => ({ product: l.product_id, variant: l.variant_id, pack: l.pack, quantity: Number(l.quantity) }))
      .sort((a, b) => a.variant.localeCompare(b.variant));
  const userByMobile = (mobile: string) =>
    t.services.db.selectFrom('users').select(['id', 'username']).where('mobile_no', '=', mobile).executeTakeFirstOrThrow();

  it('adds the calculator’s packs after a code by SMS and goes back to the calculator saying what went in', async () => {
    const p = await vam();
    const fields = { product: p.id, crop: 'tomato', area: '3', unit: 'acre', state: '', method: 'soil' };
    const plan = (await t.app.inject({ url: `/api/dosage?${new URLSearchParams(fields)}` })).json() as {
      packs: { variant: string; pack: string; quantity: number }[];
    };
    expect(plan.packs.length).toBeGreaterThan(0);

    const b = browser(t);
    const tapped = await b.post('/calculator', fields);
    expect(tapped.statusCode).toBe(303);
    const here = `/calculator?${new URLSearchParams(fields)}`;
    expect(tapped.headers.location).toBe(`/login?next=${encodeURIComponent(here)}`);
    // The login page offers the mobile number, keeping where to go back to.
    const login = await b.get(tapped.headers.location as string);
    expect(login.body).toContain(`href="/login/mobile?next=${encodeURIComponent(here).replace(/&/g, '&amp;')}"`);

    const mobile = newMobile();
    const sent = await b.post('/login/mobile', { intent: 'send', mobile, next: here });
    expect(sent.statusCode).toBe(303);
    const verified = await b.post('/login/mobile', {
      intent: 'verify',
      mobile,
      code: smsCodeFor(t, mobile),
      username: 'Shankar Bhosale',
      next: here,
    });
    expect(verified.statusCode).toBe(303);
    expect(verified.headers.location).toBe(here);

    const user = await userByMobile(mobile);
    expect((await cartOf(user.id)).map(({ variant, quantity }) => ({ variant, quantity }))).toEqual(
      plan.packs.map((x) => ({ variant: x.variant, quantity: x.quantity })).sort((a, c) => a.variant.localeCompare(c.variant)),
    );
    const back = await b.get(here);
    expect(back.statusCode).toBe(200);
    const said = plan.packs.map((x) => `${x.quantity} × ${x.pack} ${p.title}`).join(', ');
    expect(decode(back.body)).toContain(`Welcome to Mitti Biotech, Shankar Bhosale! Your account is ready. ${said} added to your cart.`);
  });

  it('registering keeps the chosen pack and quantity; its first login greets the new customer and returns to the product page', async () => {
    const p = await vam();
    const packs = await packsOf(p.id);
    const pack = packs.find((v) => v.stock >= 3 && v !== packs[0]) ?? packs[0];
    const productPage = `/product_details/${p.id}`;
    const b = browser(t);
    const tapped = await b.post('/cart/add', { product: p.id, variant: pack.id, quantity: '3', next: productPage });
    expect(tapped.headers.location).toBe(`/login?next=${encodeURIComponent(productPage)}`);
    const login = await b.get(tapped.headers.location as string);
    const registerHref = `/register?next=${encodeURIComponent(productPage)}`;
    expect(login.body).toContain(`href="${registerHref}"`);
    const form = await b.get(registerHref);
    expect(form.body).toContain(`name="next" value="${productPage}"`);

    const email = `new.${Date.now()}@example.com`;
    const mobileNo = newMobile();
    const made = await b.post('/register', {
      username: 'Sunita More',
      email,
      mobileNo,
      password: 'soil-and-roots-42',
      confirmPassword: 'soil-and-roots-42',
      next: productPage,
    });
    // The login form with the e-mail filled in, as for an e-mail that already has an account (it never says which).
    expect(made.statusCode).toBe(303);
    expect(made.headers.location).toBe(`/login?${new URLSearchParams({ next: productPage, email })}`);
    expect((await b.get(made.headers.location as string)).body).toContain(`value="${email}"`);
    const user = await userByMobile(mobileNo);
    expect(await cartOf(user.id)).toEqual([]);
    const loggedIn = await b.post('/login', { email, password: 'soil-and-roots-42', next: productPage });
    expect(loggedIn.headers.location).toBe(productPage);
    expect(await cartOf(user.id)).toEqual([{ product: p.id, variant: pack.id, pack: pack.pack, quantity: 3 }]);

    const back = await b.get(productPage);
    expect(back.statusCode).toBe(200);
    expect(decode(back.body)).toContain(
      `Welcome to Mitti Biotech, Sunita More! Your account is ready. 3 × ${pack.pack} ${p.title} added to your cart.`,
    );
    expect(back.body).toContain('Sunita More'); // signed in: the header names them

    // The home page's splash greets a new account as new, a returning one as returning.
    const home = await b.get('/');
    expect(decode(home.body)).toContain('Welcome, Sunita More');
    expect(decode(home.body)).not.toContain('Welcome back');
    const other = browser(t);
    const returning = await signUpAndLogin(t.app, 'Lata');
    await other.post('/login', { email: returning.email, password: returning.password, next: '/' });
    expect(decode((await other.get('/')).body)).toContain(`Welcome back, ${returning.username}`);
  });

  it('greets a new account as new in Hindi and comes back to the Hindi page', async () => {
    const p = await vam();
    const [pack] = await packsOf(p.id);
    const b = browser(t);
    await b.post('/hi/cart/add', { product: p.id, variant: pack.id, quantity: '2', next: `/product_details/${p.id}` });
    const mobileNo = newMobile();
    const email = `hi.${Date.now()}@example.com`;
    const made = await b.post('/hi/register', {
      username: 'Ganesh Jadhav',
      email,
      mobileNo,
      password: 'soil-and-roots-42',
      confirmPassword: 'soil-and-roots-42',
      next: `/product_details/${p.id}`,
    });
    expect(made.headers.location).toBe(`/hi/login?${new URLSearchParams({ next: `/product_details/${p.id}`, email })}`);
    const loggedIn = await b.post('/hi/login', { email, password: 'soil-and-roots-42', next: `/product_details/${p.id}` });
    expect(loggedIn.headers.location).toBe(`/hi/product_details/${p.id}`);
    const back = decode((await b.get(loggedIn.headers.location as string)).body);
    expect(back).toContain('मिट्टी बायोटेक में आपका स्वागत है, Ganesh Jadhav!');
    expect(back).toContain(`2 × ${pack.pack} VAM माइकोराइज़ा पाउडर`);
    expect(back).toContain('आपकी कार्ट में जोड़ा गया');
    expect(await cartOf((await userByMobile(mobileNo)).id)).toEqual([{ product: p.id, variant: pack.id, pack: pack.pack, quantity: 2 }]);
  });

  it('answers registering with an e-mail that has an account exactly as a new one, and tells its owner by e-mail', async () => {
    const owner = await signUpAndLogin(t.app, 'Known');
    const fields = (email: string) => ({
      username: 'Someone Else',
      email,
      mobileNo: newMobile(),
      password: 'soil-and-roots-42',
      confirmPassword: 'soil-and-roots-42',
      next: '/cart',
    });
    const fresh = `fresh.${Date.now()}@example.com`;
    const [known, unknown] = [await browser(t).post('/register', fields(owner.email)), await browser(t).post('/register', fields(fresh))];
    const shape = (r: typeof known, email: string) => ({
      status: r.statusCode,
      location: String(r.headers.location).replace(encodeURIComponent(email), '<e-mail>'),
      cookies: [r.headers['set-cookie']].flat().map((c) => String(c).split('=')[0]),
    });
    expect(shape(known, owner.email)).toEqual(shape(unknown, fresh));
    const told = await t.services.db.selectFrom('mails').select('subject').where('to_address', '=', owner.email).execute();
    expect(told.map((m) => m.subject)).toContain('Someone tried to sign up with your e-mail');
  });

  it('Buy now survives an e-mail login and goes on to the checkout; the calculator’s packs survive it too', async () => {
    const c = await signUpAndLogin(t.app, 'Buyer');
    const p = await vam();
    const [pack] = await packsOf(p.id);
    const b = browser(t);
    await b.post('/cart/add', { product: p.id, variant: pack.id, quantity: '2', buyNow: '1', next: `/product_details/${p.id}` });
    const login = await b.post('/login', { email: c.email, password: c.password, next: `/product_details/${p.id}` });
    expect(login.statusCode).toBe(303);
    expect(login.headers.location).toBe(`/checkout?product=${p.id}&variant=${pack.id}`);
    expect(await cartOf(c.id)).toEqual([{ product: p.id, variant: pack.id, pack: pack.pack, quantity: 2 }]);
    await b.post('/logout', {});

    const fields = { product: p.id, crop: 'tomato', area: '1', unit: 'acre', state: '', method: 'soil' };
    const plan = (await t.app.inject({ url: `/api/dosage?${new URLSearchParams(fields)}` })).json() as {
      packs: { variant: string; quantity: number }[];
    };
    const d = browser(t);
    await d.post('/calculator', fields);
    const again = await d.post('/login', { email: c.email, password: c.password, next: `/calculator?${new URLSearchParams(fields)}` });
    expect(again.headers.location).toBe(`/calculator?${new URLSearchParams(fields)}`);
    const cart = await cartOf(c.id);
    for (const x of plan.packs) {
      const before = x.variant === pack.id ? 2 : 0;
      expect(cart.find((l) => l.variant === x.variant)?.quantity).toBe(before + x.quantity);
    }
  });

  it('signs in even when the tapped pack has sold out, and says why it is not in the cart', async () => {
    const c = await signUpAndLogin(t.app, 'Late');
    const p = await vam();
    const [pack] = await packsOf(p.id);
    const b = browser(t);
    await b.post('/cart/add', { product: p.id, variant: pack.id, quantity: '5', next: `/product_details/${p.id}` });
    // Others bought the pack while the visitor looked for their password.
    await t.services.db.updateTable('product_variants').set({ stock: 0 }).where('id', '=', pack.id).execute();
    const login = await b.post('/login', { email: c.email, password: c.password, next: `/product_details/${p.id}` });
    expect(login.headers.location).toBe(`/product_details/${p.id}`);
    expect(await cartOf(c.id)).toEqual([]);
    const back = decode((await b.get(`/product_details/${p.id}`)).body);
    expect(back).toContain(MSG.notAddedAfterSignIn);
    expect(back).toContain(MSG.cartOutOfStock);
    await t.services.db.updateTable('product_variants').set({ stock: pack.stock }).where('id', '=', pack.id).execute();
  });

  it.each(['', '/hi', '/mr'])('offers the mobile number first on the login page (%s)', async (prefix) => {
    const page = await t.app.inject({ url: `${prefix}/login` });
    expect(page.statusCode).toBe(200);
    const mobileAt = page.body.indexOf(`href="${prefix}/login/mobile"`);
    expect(mobileAt).toBeGreaterThan(0);
    expect(mobileAt).toBeLessThan(page.body.indexOf('name="password"'));
    expect(page.body).toContain(`href="${prefix}/forgot-password"`);
  });
});
