import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { databases, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';

describe.each(databases)('reviews on %s', (kind) => {
  let t: TestApp;
  let productId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const list = (await t.app.inject({ method: 'GET', url: '/api/get/all/products' })).json() as { _id: string; productcode: string }[];
    productId = list.find((p) => p.productcode === 'MB-AZB-L01')!._id;
  });
  afterAll(() => t.close());

  const review = (token: string | null, payload: unknown, id = productId) =>
    t.app.inject({
      method: 'PATCH',
      url: `/add-review/${id}`,
      payload: payload as object,
      headers: token ? { authorization: token } : {},
    });
  const product = async () => (await t.app.inject({ method: 'GET', url: `/api/get/product/${productId}` })).json();

  it('needs a login', async () => {
    const res = await review(null, { rating: 5, text: 'Good' });
    expect(res.statusCode).toBe(401);
    expect((await product()).reviews).toEqual([]);
  });

  it('rejects a missing, null, fractional or out-of-range rating and a too long text', async () => {
    const { token } = await signUpAndLogin(t.app);
    for (const body of [
      { text: 'no rating' },
      { rating: null, text: 'x' },
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: 'four' },
      { rating: '' },
    ]) {
      const res = await review(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ status: false, message: MSG.ratingRequired });
    }
    const long = await review(token, { rating: 4, text: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: MSG.reviewTooLong });
    expect((await product()).reviews).toEqual([]);
  });

  it('404s for an unknown product', async () => {
    const { token } = await signUpAndLogin(t.app);
    const res = await review(token, { rating: 4 }, '000000000000000000000000');
    expect(res.statusCode).toBe(404);
  });

  it('adds a review (rating as a numeric string too), replaces a second one and keeps the average right', async () => {
    const asha = await signUpAndLogin(t.app, 'Asha');
    const ravi = await signUpAndLogin(t.app, 'Ravi');

    const first = await review(asha.token, { rating: '4', text: 'Good stand in paddy.' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ msg: MSG.reviewSuccess });
    let p = await product();
    expect(p.averageRating).toBe(4);
    expect(p.reviews).toEqual([expect.objectContaining({ name: asha.username, rating: 4, review: 'Good stand in paddy.' })]);

    await review(ravi.token, { rating: 1, text: 'Late delivery.' });
    p = await product();
    expect(p.averageRating).toBe(2.5);
    expect(p.reviews).toHaveLength(2);

    // Asha changes her mind: her review is replaced, not added.
    await review(asha.token, { rating: 5, text: 'Even better in wheat.' });
    p = await product();
    expect(p.reviews).toHaveLength(2);
    expect(p.averageRating).toBe(3);
    expect(p.reviews.find((r: { name: string }) => r.name === asha.username)).toMatchObject({ rating: 5, review: 'Even better in wheat.' });

    // The list shows the same average.
    const list = (await t.app.inject({ method: 'GET', url: '/api/get/all/products' })).json() as { _id: string; averageRating: number }[];
    expect(list.find((x) => x._id === productId)!.averageRating).toBe(3);
  });
});
