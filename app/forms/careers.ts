import { checkApplication } from '../../domain/careers/validation';
import { formSchema } from '../framework/form';

/** The apply dialog's text fields; the résumé file is checked by the domain when it arrives. */
export const applyForm = formSchema(['name', 'email', 'mobile'], checkApplication);
