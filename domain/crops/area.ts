import { tk } from '../i18n/translate';

// Field area as farmers give it. An acre and a hectare are fixed; a guntha is
// a fortieth of an acre wherever it is used (Maharashtra, Karnataka,
// Telangana, Gujarat); a bigha differs from state to state, so the farmer
// chooses the state and the page states the figure used.

export const AREA_UNITS = ['acre', 'hectare', 'bigha', 'guntha'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];

export const AREA_UNIT_LABEL: Record<AreaUnit, string> = {
  acre: tk('Acres'),
  hectare: tk('Hectares'),
  bigha: tk('Bigha'),
  guntha: tk('Guntha'),
};

/** Square feet in an acre: 43,560. */
export const SQFT_PER_ACRE = 43_560;
export const ACRES_PER_HECTARE = 2.4711;
export const GUNTHA_PER_ACRE = 40;

/** A bigha in square feet, by state: the figures most used in each state's land records (they vary by district). */
export const BIGHA_SQFT: Record<string, number> = {
  Assam: 14_400,
  Bihar: 27_220,
  Gujarat: 17_424,
  'Himachal Pradesh': 8_712,
  Rajasthan: 27_225,
  'Uttar Pradesh': 27_000,
  'West Bengal': 14_400,
};

export const BIGHA_STATES = Object.keys(BIGHA_SQFT);

/** Acres in one of `unit` (in `state`, for a bigha); null for a bigha of a state without a figure. */
export function acresPer(unit: AreaUnit, state?: string | null): number | null {
  switch (unit) {
    case 'acre':
      return 1;
    case 'hectare':
      return ACRES_PER_HECTARE;
    case 'guntha':
      return 1 / GUNTHA_PER_ACRE;
    case 'bigha': {
      const sqft = state ? BIGHA_SQFT[state] : undefined;
      return sqft ? sqft / SQFT_PER_ACRE : null;
    }
  }
}

/** Acres rounded for showing: two decimals, three below one acre. */
export const roundAcres = (acres: number) => Math.round(acres * (acres < 1 ? 1000 : 100)) / (acres < 1 ? 1000 : 100);
