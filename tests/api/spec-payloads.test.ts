import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, signUpAndLogin, type TestApp } from '../setup/test-app';

// Every payload of SPEC.md §7, exactly as the existing client sends it, passes
// the strict body schemas: the fields it sends and the server ignores
// (userId, price, status, confirmPassword, amount) are accepted.

describe('SPEC.md §7 payloads', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    token = (await signUpAndLogin(t.app, 'Payload')).token;
  });
  afterAll(() => t.close());

  const calls: [string, string, Record<string, unknown>][] = [
    ['POST', '/api/login', { email: 'a@example.com', password: 'x' }],
    [
      'POST',
      '/api/signup',
      { username: 'Ravi', email: 'ravi.p@example.com', mobileNo: '9876512345', password: 'soil-1234', confirmPassword: 'soil-1234' },
    ],
    ['POST', '/send-otp', { email: 'a@example.com' }],
    [
      'POST',
      '/api/contactus/post',
      { Name: 'Ravi', Email: 'ravi@example.com', Phone: '9876512345', Company: '', Occupation: '', Message: 'Hi' },
    ],
    [
      'POST',
      '/api/post/add/enquiry',
      { fullName: 'Ravi', phone: '9876512345', email: 'r@example.com', companyName: '', message: 'Price?', productName: 'VAM' },
    ],
    ['PATCH', '/add-review/unknown', { rating: 4, text: 'Good' }],
    ['POST', '/api/post/card', { product: 'unknown', quantity: 1 }],
    ['PUT', '/api/carts/x/items/y', { action: 'increment' }],
    [
      'POST',
      '/api/post/address',
      {
        pincode: '411038',
        state: 'Maharashtra',
        city: 'Pune',
        locality: 'Kothrud',
        address: '1 Road',
        name: 'Ravi',
        landmark: '',
        mobile: '9876512345',
        alternatePhone: '',
        addressType: 'home',
      },
    ],
    [
      'POST',
      '/api/order/place',
      { userId: 'u', products: [{ productId: 'p', quantity: 1, price: 1, status: 'Pending' }], paymentMethod: 'COD', address: 'a' },
    ],
    ['POST', '/api/order/create-razorpay-order', { amount: 45000 }],
    ['POST', '/api/order/verify-razorpay', { razorpay_order_id: 'o', razorpay_payment_id: 'p', razorpay_signature: 's' }],
  ];

  it.each(calls)('%s %s is not refused for its fields', async (method, url, payload) => {
    const res = await t.app.inject({ method: method as 'POST', url, payload, headers: { authorization: token } });
    expect(res.statusCode).toBeLessThan(500);
    if (res.statusCode === 400) expect(res.json().message).not.toMatch(/^Unknown field/);
  });

  it('refuses a field no call knows, naming it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/post/card',
      payload: { product: 'x', discount: 50 },
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Unknown field "discount".', field: 'discount' });
  });
});
