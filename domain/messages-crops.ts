import { fmt } from './i18n/translate';

// Texts of shopping by crop and of the dosage calculator (ours: SPEC.md has
// neither), part of MSG in messages.ts. Hindi and Marathi in locales/*/crops.json.

export const CROP_MSG = {
  cropNotFound: 'We do not have advice for this crop yet.',
  problemNotFound: 'We do not have a page for this problem.',
  doseProductRequired: 'Choose a product.',
  doseCropRequired: 'Choose a crop.',
  doseAreaInvalid: 'Enter the area as a number greater than 0 and at most 10,000.',
  doseUnitInvalid: 'Choose the area in acres, hectares, bigha or guntha.',
  doseStateRequired: 'A bigha is not the same size in every state: choose your state.',
  doseMethodInvalid: 'Choose how you will apply it: seed treatment, soil application, drip or foliar spray.',
  doseNotForCrop: (product: string, crop: string) => fmt('{product} is not recommended for {crop}.', { product, crop }),
  doseNoMethod: (product: string) => fmt('{product} has no dose for this way of applying it.', { product }),
  doseNoPacks: 'None of its packs is in stock just now. Send us an enquiry and we will tell you when it is back.',
  dosePacksAdded: 'The packs for your field are in your cart.',
} as const;
