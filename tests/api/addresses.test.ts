import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { databases, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';

const valid = {
  name: 'Ramesh Jadhav',
  mobile: '9822012345',
  pincode: 411038,
  locality: 'Kothrud',
  city: 'Pune',
  state: 'Maharashtra',
  address: 'Plot 14, Shivaji Housing Society, Paud Road',
  landmark: 'Near Vanaz depot',
  alternatePhone: '',
  addressType: 'home',
};

describe.each(databases)('addresses API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });

  it('saves an address the existing client posts (no country: India), and lists it', async () => {
    const c = await signUpAndLogin(t.app);
    const res = await call('POST', '/api/post/address', c.token, valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: true, message: MSG.addressSaved });
    // A bare array: the existing client reads the list itself (SPEC.md §7 "list of addresses").
    const list = (await call('GET', '/api/get/user/address', c.token)).json();
    expect(list).toEqual([
      {
        _id: expect.any(String),
        name: valid.name,
        mobile: valid.mobile,
        pincode: '411038',
        locality: 'Kothrud',
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        address: valid.address,
        landmark: valid.landmark,
        alternatePhone: '',
        addressType: 'home',
        gstin: '',
        businessName: '',
        createdAt: expect.any(String),
      },
    ]);
    expect((await call('GET', '/api/get/user/address')).statusCode).toBe(401);
  });

  it('applies the address rules in order with the exact messages of the spec', async () => {
    const c = await signUpAndLogin(t.app, 'Rules');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, MSG.fillField('name'), 'name'],
      [{ name: '', mobile: '' }, MSG.fillField('name'), 'name'],
      [{ mobile: '' }, MSG.fillField('mobile'), 'mobile'],
      [{ locality: '' }, MSG.fillField('locality'), 'locality'],
      [{ city: ' ' }, MSG.fillField('city'), 'city'],
      [{ state: '' }, MSG.fillField('state'), 'state'],
      [{ pincode: '' }, MSG.fillField('pincode'), 'pincode'],
      [{ addressType: '' }, MSG.fillField('address type'), 'addressType'],
      [{ address: '' }, MSG.fillField('address'), 'address'],
      [{ mobile: '98220' }, MSG.addressMobileInvalid, 'mobile'],
      [{ mobile: '98220123456' }, MSG.addressMobileInvalid, 'mobile'],
      [{ mobile: '98220abcde' }, MSG.addressMobileInvalid, 'mobile'],
      [{ pincode: '41103' }, MSG.addressPincodeInvalid, 'pincode'],
      [{ pincode: '011038' }, MSG.addressPincodeInvalid, 'pincode'],
      [{ pincode: 'ABC123' }, MSG.addressPincodeInvalid, 'pincode'],
      [{ addressType: 'warehouse' }, MSG.addressTypeInvalid, 'addressType'],
      [{ alternatePhone: '12345' }, MSG.addressAltPhoneInvalid, 'alternatePhone'],
      [{ address: 'x'.repeat(501) }, MSG.addressTooLong('address'), 'address'],
    ];
    for (const [change, message, field] of cases) {
      const res = await call('POST', '/api/post/address', c.token, { ...valid, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toEqual({ status: false, message, field });
    }
    expect((await call('GET', '/api/get/user/address', c.token)).json()).toEqual([]);

    const lenient = await call('POST', '/api/post/address', c.token, {
      ...valid,
      mobile: '+91 98220-12345',
      pincode: '411 038',
      alternatePhone: '020 2543 1234',
      addressType: 'Office',
      country: 'India',
    });
    expect(lenient.statusCode).toBe(201);
    expect(lenient.json().address).toMatchObject({ mobile: '9822012345', pincode: '411038', addressType: 'office' });
  });

  it('updates and soft-deletes; only the owner reaches an address id (others get 404, nothing changes)', async () => {
    const owner = await signUpAndLogin(t.app, 'Owner');
    const other = await signUpAndLogin(t.app, 'Other');
    const id = (await call('POST', '/api/post/address', owner.token, valid)).json().address._id as string;

    const foreignPut = await call('PUT', `/api/update/address/${id}`, other.token, { ...valid, name: 'Intruder' });
    expect(foreignPut.statusCode).toBe(404);
    expect(foreignPut.json()).toEqual({ status: false, message: MSG.addressNotFound });
    expect((await call('DELETE', `/api/delete/address/${id}`, other.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/get/user/address', other.token)).json()).toEqual([]);

    const put = await call('PUT', `/api/update/address/${id}`, owner.token, { ...valid, locality: 'Erandwane', addressType: 'office' });
    expect(put.statusCode).toBe(200);
    expect(put.json().address).toMatchObject({ _id: id, locality: 'Erandwane', addressType: 'office', name: valid.name });
    const badPut = await call('PUT', `/api/update/address/${id}`, owner.token, { ...valid, mobile: '123' });
    expect(badPut.statusCode).toBe(400);
    expect((await call('GET', '/api/get/user/address', owner.token)).json()[0].mobile).toBe(valid.mobile);

    const del = await call('DELETE', `/api/delete/address/${id}`, owner.token);
    expect(del.statusCode).toBe(200);
    expect((await call('GET', '/api/get/user/address', owner.token)).json()).toEqual([]);
    expect((await call('DELETE', `/api/delete/address/${id}`, owner.token)).statusCode).toBe(404);
    expect((await call('PUT', `/api/update/address/${id}`, owner.token, valid)).statusCode).toBe(404);
    // Kept for the orders that name it.
    const row = await t.services.db.selectFrom('addresses').select(['deleted_at']).where('id', '=', id).executeTakeFirst();
    expect(row?.deleted_at).toEqual(expect.any(String));
    expect((await call('DELETE', '/api/delete/address/not-an-id', owner.token)).statusCode).toBe(404);
  });
});
