import { DomainError } from './errors';

// What every form check shares; plain code, so the browser runs it too.

/** One field's problem, in the words of SPEC.md §5. */
export interface FieldError {
  field: string;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (s: string) => EMAIL.test(s.trim());

/** A check that throws a field's 400 (e.g. `checkAddress`) as a problem to show, or null when it passes. */
export function problemOf(check: () => unknown): FieldError | null {
  try {
    check();
    return null;
  } catch (e) {
    if (e instanceof DomainError && e.field) return { field: e.field, message: e.message };
    throw e;
  }
}
