import { formSchema } from '../framework/form';

/** Log in with a mobile number: ask for a code (intent "send"), then enter it (intent "verify"; a newcomer's name too). */
export const mobileLoginForm = formSchema(['intent', 'mobile', 'code', 'username', 'next']);

/** "My account": the WhatsApp order updates switch (a checkbox: "on" or absent). */
export const accountForm = formSchema(['intent', 'whatsapp']);
