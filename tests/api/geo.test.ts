import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { databases, signUpAndLogin, startTestApp, type TestApp } from '../setup/test-app';

describe.each(databases)('address helpers on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = (await signUpAndLogin(t.app)).token;
  });
  afterAll(() => t.close());

  it('turns a 6-digit PIN code into city and state from the offline table', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pincode/110001' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, pincode: '110001', city: 'Central Delhi', state: 'Delhi', country: 'India' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/pincode/12ab' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.addressPincodeInvalid);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/pincode/999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.pincodeUnknown);
  });

  it('reverse-geocodes a position to the nearest PIN code for a customer', async () => {
    const post = (payload: object, auth = true) =>
      t.app.inject({ method: 'POST', url: '/api/geocode/reverse', payload, headers: auth ? { authorization: `Bearer ${token}` } : {} });
    const res = await post({ lat: 28.643, lng: 77.2195 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, pincode: '110001', city: 'Central Delhi', state: 'Delhi', country: 'India' });

    const sea = await post({ lat: 0, lng: -30 });
    expect(sea.statusCode).toBe(404);
    expect(sea.json().message).toBe(MSG.geoNotFound);
    expect((await post({ lat: 'north', lng: 77 })).statusCode).toBe(400);
    expect((await post({ lat: 123, lng: 77 })).statusCode).toBe(400);
    expect((await post({ lat: 28.6, lng: 77.2 }, false)).statusCode).toBe(401);
  });

  it('answers "Error getting address" when the geocoder fails', async () => {
    const original = t.services.geocoder.reverse;
    t.services.geocoder.reverse = async () => {
      throw new Error('provider down');
    };
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/geocode/reverse',
        payload: { lat: 18.5, lng: 73.8 },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: false, message: MSG.geoAddressError });
    } finally {
      t.services.geocoder.reverse = original;
    }
  });
});
