import { describe, it, expect } from 'vitest';
import { lookupPincode, nearestPincode } from '../../db/reference/pincodes';
import { createGeocoder } from '../../adapters/geocoder/index';

describe('lookupPincode', () => {
  it('finds Pune, Maharashtra for 411001', () => {
    expect(lookupPincode('411001')).toMatchObject({
      pincode: '411001',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
    });
  });

  it('puts Leh and Kargil PINs in Ladakh', () => {
    expect(lookupPincode('194101')).toMatchObject({ city: 'Leh', state: 'Ladakh' });
    expect(lookupPincode('194103')?.state).toBe('Ladakh');
  });

  it('puts Hyderabad in Telangana', () => {
    expect(lookupPincode('500001')).toMatchObject({ city: 'Hyderabad', state: 'Telangana' });
  });

  it('uses current state names', () => {
    const states = ['605001', '751001', '396210', '396230'].map((p) => lookupPincode(p)?.state);
    expect(states).toEqual([
      'Puducherry',
      'Odisha',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Dadra and Nagar Haveli and Daman and Diu',
    ]);
  });

  it('returns coordinates and accepts a spaced PIN', () => {
    const place = lookupPincode(' 411 001 ');
    expect(place?.lat).toBeCloseTo(18.537, 2);
    expect(place?.lng).toBeCloseTo(73.855, 2);
  });

  it('returns null for unknown or malformed PINs', () => {
    expect(lookupPincode('000000')).toBeNull();
    expect(lookupPincode('41100')).toBeNull();
    expect(lookupPincode('abcdef')).toBeNull();
    expect(lookupPincode('')).toBeNull();
  });
});

describe('nearestPincode', () => {
  it('finds a Pune PIN near Pune', () => {
    const place = nearestPincode(18.5204, 73.8567);
    expect(place?.pincode).toMatch(/^411\d{3}$/);
    expect(place).toMatchObject({ city: 'Pune', state: 'Maharashtra', country: 'India' });
  });

  it('returns null far out in the ocean', () => {
    expect(nearestPincode(0, 70)).toBeNull();
    expect(nearestPincode(-40, 90)).toBeNull();
  });

  it('returns null for impossible coordinates', () => {
    expect(nearestPincode(Number.NaN, 73)).toBeNull();
    expect(nearestPincode(95, 73)).toBeNull();
  });
});

describe('offline geocoder', () => {
  it('reverse-geocodes from the bundled table', async () => {
    const geocoder = createGeocoder({ GEOCODER: 'offline' });
    await expect(geocoder.reverse(17.385, 78.4867)).resolves.toMatchObject({ city: 'Hyderabad', state: 'Telangana' });
    await expect(geocoder.reverse(0, 70)).resolves.toBeNull();
  });
});
