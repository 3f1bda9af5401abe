// Texts of refusing malformed input (ours: SPEC.md has none of them), part of
// MSG in messages.ts. Hindi and Marathi in locales/*/safety-inputs.json (the
// back office's, photo uploads among them, stand in messages-backoffice.ts).

export const SAFETY_INPUTS_MSG = {
  /** An address whose path is not valid percent-encoding (`/%ff`), asked of the API. */
  badAddress: 'This address is not valid. Please check the link.',
  /** The request's headers or body did not arrive within REQUEST_TIMEOUT_MS (408). */
  requestTooSlow: 'The request took too long to arrive. Please check your connection and try again.',
  /** Headers larger than the server reads (431). */
  headersTooLarge: 'The request headers are too large.',
  /** Not readable as HTTP at all (400). */
  requestUnreadable: 'The request could not be read.',
} as const;
