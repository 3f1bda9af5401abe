// Texts of refusing malformed input (ours: SPEC.md has none of them), part of
// MSG in messages.ts. Hindi and Marathi in locales/*/safety-inputs.json (the
// back office's are English only, as the back office is).

import { PRODUCT_IMAGE_MAX_PIXELS } from './constants';

export const SAFETY_INPUTS_MSG = {
  /** An address whose path is not valid percent-encoding (`/%ff`), asked of the API. */
  badAddress: 'This address is not valid. Please check the link.',
  /** Back office: a photo whose header says it has more pixels than PRODUCT_IMAGE_MAX_PIXELS. */
  imageTooManyPixels: `This photo has too many pixels: upload one of at most ${PRODUCT_IMAGE_MAX_PIXELS / 1_000_000} megapixels (for example 6000 × 4000).`,
  /** Back office: too many photos waiting for conversion in this worker. */
  imageBusy: 'Other photos are being converted. Please upload this one again in a moment.',
} as const;
