import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '../constants';
import { MSG } from '../messages';
import { isEmail, type FieldError } from '../validation';

// Plain functions (no schema library) so the browser can run the very same
// checks before any request, in SPEC.md §5's order, with its exact messages.

export interface SignupInput {
  username: string;
  email: string;
  mobileNo: string;
  password: string;
  confirmPassword: string;
}

export const isMobile = (s: string) => /^[6-9]\d{9}$/.test(s.replace(/[\s-]/g, '').replace(/^(\+91|0)/, ''));

/** The first failing check of sign-up, or null. */
export function checkSignup(i: SignupInput): FieldError | null {
  if (i.password !== i.confirmPassword) return { field: 'confirmPassword', message: MSG.passwordMismatch };
  if (i.username.trim().length < USERNAME_MIN) return { field: 'username', message: MSG.usernameShort };
  if (i.password.length < PASSWORD_MIN) return { field: 'password', message: MSG.passwordShort };
  if (!i.email.trim()) return { field: 'email', message: MSG.emailRequired };
  if (!isEmail(i.email)) return { field: 'email', message: MSG.emailInvalid };
  if (!isMobile(i.mobileNo)) return { field: 'mobileNo', message: MSG.mobileInvalid };
  return checkLengths(i);
}

/** Ours, after the spec's checks: caps on every field. */
function checkLengths(i: { username?: string; email: string; password: string }): FieldError | null {
  if (i.username !== undefined && i.username.trim().length > USERNAME_MAX) return { field: 'username', message: MSG.usernameLong };
  if (i.email.trim().length > EMAIL_MAX) return { field: 'email', message: MSG.emailLong };
  if (i.password.length > PASSWORD_MAX) return { field: 'password', message: MSG.passwordLong };
  return null;
}

export function checkLogin(i: { email: string; password: string }): FieldError | null {
  if (!i.email.trim() || !i.password) return { field: i.email.trim() ? 'password' : 'email', message: MSG.loginRequired };
  return checkLengths(i);
}

/** 10 digits, without +91 or a leading 0. */
export function normaliseMobile(s: string): string {
  return s.replace(/[\s-]/g, '').replace(/^(\+91|0)/, '');
}

/** A new password (reset or changed): sign-up's rules, the confirmation first as there. */
export function checkNewPassword(i: { password: string; confirmPassword: string }): FieldError | null {
  if (i.password !== i.confirmPassword) return { field: 'confirmPassword', message: MSG.passwordMismatch };
  if (i.password.length < PASSWORD_MIN) return { field: 'password', message: MSG.passwordShort };
  if (i.password.length > PASSWORD_MAX) return { field: 'password', message: MSG.passwordLong };
  return null;
}

/** My account's "Change password": the current one, then the new one as for a reset. */
export function checkPasswordChange(i: { currentPassword: string; password: string; confirmPassword: string }): FieldError | null {
  if (!i.currentPassword) return { field: 'currentPassword', message: MSG.currentPasswordRequired };
  return checkNewPassword(i);
}
