import { checkLogin, checkNewPassword, checkPasswordChange, checkSignup } from '../../domain/accounts/validation';
import { formSchema } from '../framework/form';

export const loginForm = formSchema(['email', 'password', 'next'], checkLogin);

export const registerForm = formSchema(['username', 'email', 'mobileNo', 'password', 'confirmPassword', 'next'], checkSignup);

/** Forgot password: an e-mail or a mobile number (a link or a code is sent), and where to go back to. */
export const forgotPasswordForm = formSchema(['login', 'next']);

/** Set a new password: with the e-mailed link's token, or the number and the SMS code. */
export const resetPasswordForm = formSchema(['token', 'mobile', 'code', 'password', 'confirmPassword', 'next'], checkNewPassword);

/** My account's forms: the WhatsApp switch (intent "whatsapp") and "Change password" (intent "password"). */
export const accountPageForm = formSchema(['intent', 'whatsapp', 'sms', 'currentPassword', 'password', 'confirmPassword'], (v) =>
  v.intent === 'password' ? checkPasswordChange(v) : null,
);
