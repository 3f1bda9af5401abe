import { checkLogin, checkSignup } from '../../domain/accounts/validation';
import { formSchema } from '../framework/form';

export const loginForm = formSchema(['email', 'password', 'next'], checkLogin);

export const registerForm = formSchema(['username', 'email', 'mobileNo', 'password', 'confirmPassword'], checkSignup);
