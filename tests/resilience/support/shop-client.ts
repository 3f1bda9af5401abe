import { randomBytes } from 'node:crypto';
import { json } from './server';

/** A customer of a running server, driven through the public API as a client app would. */
export async function newApiCustomer(base: string) {
  const tag = randomBytes(4).toString('hex');
  const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0] || 1}`;
  const c = {
    username: `Buyer ${tag}`,
    email: `buyer.${tag}@example.com`,
    mobileNo: `9${String(parseInt(tag, 16)).padStart(9, '0').slice(-9)}`,
    password: 'buyer-password-1',
    confirmPassword: 'buyer-password-1',
  };
  const signup = await json(`${base}/api/signup`, { method: 'POST', body: JSON.stringify(c), headers: { 'x-forwarded-for': ip } });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${JSON.stringify(signup.body)}`);
  const token = String(
    (
      await json(`${base}/api/login`, {
        method: 'POST',
        body: JSON.stringify({ email: c.email, password: c.password }),
        headers: { 'x-forwarded-for': ip },
      })
    ).body.token,
  );
  const address = {
    name: c.username,
    mobile: '9876543210',
    pincode: '411001',
    locality: 'Shivajinagar',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    address: 'Plot 4, Krishi Nagar',
    landmark: '',
    alternatePhone: '',
    addressType: 'home',
  };
  const saved = await json(`${base}/api/post/address`, { method: 'POST', token, body: JSON.stringify(address) });
  if (saved.status >= 300) throw new Error(`address: ${saved.status} ${JSON.stringify(saved.body)}`);
  const addressId = String((saved.body.address as { _id: string })._id);
  return { ...c, token, addressId };
}

export type ApiCustomer = Awaited<ReturnType<typeof newApiCustomer>>;

/** Adds one unit to the cart and places a cash-on-delivery order for it. */
export async function buyOne(base: string, c: ApiCustomer, productId: string, key: string) {
  const add = await json(`${base}/api/post/card`, {
    method: 'POST',
    token: c.token,
    body: JSON.stringify({ product: productId, quantity: 1 }),
  });
  if (add.status !== 200) return { status: add.status, step: 'cart' as const };
  const order = await json(`${base}/api/order/place`, {
    method: 'POST',
    token: c.token,
    headers: { 'idempotency-key': key },
    body: JSON.stringify({
      userId: 'someone-else',
      products: [{ productId, quantity: 1, price: 1, status: 'Delivered' }],
      paymentMethod: 'COD',
      address: c.addressId,
    }),
  });
  const orderId = (order.body?.order as { _id?: string } | undefined)?._id;
  return { status: order.status, step: 'order' as const, orderId };
}
