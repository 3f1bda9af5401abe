// Texts of refusing malformed input (ours: SPEC.md has none of them), part of
// MSG in messages.ts. Hindi and Marathi in locales/*/safety-inputs.json (the
// back office's, photo uploads among them, stand in messages-backoffice.ts).

export const SAFETY_INPUTS_MSG = {
  /** An address whose path is not valid percent-encoding (`/%ff`), asked of the API. */
  badAddress: 'This address is not valid. Please check the link.',
} as const;
