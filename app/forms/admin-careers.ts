import { checkJob } from '../../domain/careers/validation';
import { formSchema } from '../framework/form';

/** Every field of a job, as HR posts or edits it (roles one a line). */
export const jobForm = formSchema(
  ['position', 'location', 'status', 'description', 'experience', 'qualification', 'salary', 'roles'],
  checkJob,
);
