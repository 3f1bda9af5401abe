import { randomBytes } from 'node:crypto';

/** A new record id: 24 hex characters, the shape the existing API clients know. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

export function nowIso(): string {
  return new Date().toISOString();
}
