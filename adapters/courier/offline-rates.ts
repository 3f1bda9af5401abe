import { PIN_RE } from './validate';
import type { Parcel, RateOption } from './types';

// The offline courier's price list: plausible for India (surface and express,
// by distance and by weight in 500 g slabs, the weight being the greater of
// the real one and the volume's at 5000 cm³ a kilogram), so the staff screen
// shows believable rates and ETAs without an account anywhere.

/** How far apart two PIN codes are: same sorting district, same region, same zone, or across India. */
function distance(from: string, to: string): 0 | 1 | 2 | 3 {
  if (from.slice(0, 3) === to.slice(0, 3)) return 0;
  if (from.slice(0, 2) === to.slice(0, 2)) return 1;
  if (from[0] === to[0]) return 2;
  return 3;
}

const SURFACE = { first: [40, 50, 60, 75], extra: [25, 30, 35, 45], days: [2, 3, 4, 6] };
const EXPRESS = { factor: 1.6, days: [1, 2, 2, 3] };
const COD_FEE_RUPEES = 35;

export function offlineRates(parcel: Parcel, fromPin: string, toPin: string, cod: boolean): RateOption[] {
  if (!PIN_RE.test(fromPin) || !PIN_RE.test(toPin) || !(parcel.weightGrams > 0)) return [];
  const volumetric = (parcel.lengthCm * parcel.breadthCm * parcel.heightCm) / 5; // grams
  const slabs = Math.max(1, Math.ceil(Math.max(parcel.weightGrams, volumetric) / 500));
  const d = distance(fromPin, toPin);
  const surface = SURFACE.first[d] + (slabs - 1) * SURFACE.extra[d] + (cod ? COD_FEE_RUPEES : 0);
  const express = Math.round(surface * EXPRESS.factor);
  return [
    { courierId: 'offline-surface', courierName: 'Offline Surface', chargePaise: surface * 100, estimatedDays: SURFACE.days[d] },
    { courierId: 'offline-express', courierName: 'Offline Express', chargePaise: express * 100, estimatedDays: EXPRESS.days[d] },
  ];
}
