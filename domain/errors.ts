/** A failure a person can act on: carries the HTTP status and a readable message. */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badRequest = (message: string, field?: string) => new DomainError(400, message, field);
export const unauthorized = (message: string) => new DomainError(401, message);
export const notFound = (message: string) => new DomainError(404, message);
export const conflict = (message: string, field?: string) => new DomainError(409, message, field);
export const tooMany = (message: string) => new DomainError(429, message);
