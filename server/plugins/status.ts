import type { ErrorKind } from '../../domain/errors';

/** The HTTP status of each kind of domain failure. */
export const STATUS_OF: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupportedType: 415,
  unprocessable: 422,
  tooMany: 429,
  unavailable: 503,
};
