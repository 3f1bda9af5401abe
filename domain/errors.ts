/** What went wrong, in the domain's words; the HTTP layer maps each kind to a status. */
export type ErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'unprocessable'
  | 'tooLarge'
  | 'unsupportedType'
  | 'tooMany'
  | 'unavailable';

/** A failure a person can act on: what kind it is, a readable message and the field at fault. */
export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly field?: string,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'DomainError';
  }
}

export const badRequest = (message: string, field?: string) => new DomainError('invalid', message, field);
export const unauthorized = (message: string, field?: string) => new DomainError('unauthorized', message, field);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('notFound', message);
export const conflict = (message: string, field?: string) => new DomainError('conflict', message, field);
export const unprocessable = (message: string, field?: string) => new DomainError('unprocessable', message, field);
export const tooLarge = (message: string, field?: string) => new DomainError('tooLarge', message, field);
export const unsupportedType = (message: string, field?: string) => new DomainError('unsupportedType', message, field);
export const tooMany = (message: string) => new DomainError('tooMany', message);
export const unavailable = (message: string, cause?: unknown) => new DomainError('unavailable', message, undefined, cause);
