import { JOB_ROLE_MAX, JOB_STATUS_CHOICES, type JobFields } from '../../../domain/careers/validation';
import type { ActionFailure } from '../../framework/page';
import { Field } from '../../ui/field';
import { FormAlert, LongTextField } from './inline-forms';
import { SelectField } from './select-field';

/** Every field of a job (values as typed after a refusal, else as saved), for posting a new one and editing one. */
export function JobForm({ saved, action, submit }: { saved: JobFields; action?: ActionFailure; submit: string }) {
  const v: Record<string, string> = { ...saved, ...(action?.values ?? {}) };
  const err = action?.errors ?? {};
  return (
    <form method="post" className="card admin-card admin-form" aria-label="Job details">
      <FormAlert action={action} />
      <div className="admin-form-row">
        <Field name="position" label="Position" required maxLength={120} defaultValue={v.position} error={err.position} />
        <Field name="location" label="Location" required maxLength={160} defaultValue={v.location} error={err.location} />
        <SelectField
          name="status"
          label="Status (Closed: shown as closed, no applications)"
          options={JOB_STATUS_CHOICES}
          value={v.status}
        />
      </div>
      {err.status && <p className="field-error">{err.status}</p>}
      <div className="admin-form-row">
        <Field name="experience" label="Experience" required maxLength={200} defaultValue={v.experience} error={err.experience} />
        <Field
          name="qualification"
          label="Qualification"
          required
          maxLength={200}
          defaultValue={v.qualification}
          error={err.qualification}
        />
        <Field
          name="salary"
          label="Salary (e.g. ₹3.6–4.8 lakh per year)"
          required
          maxLength={120}
          defaultValue={v.salary}
          error={err.salary}
        />
      </div>
      <LongTextField
        name="description"
        label="Description"
        value={v.description ?? ''}
        max={4000}
        rows={6}
        required
        error={err.description}
      />
      <LongTextField
        name="roles"
        label={`Roles and responsibilities, one a line (each at most ${JOB_ROLE_MAX} characters)`}
        value={v.roles ?? ''}
        max={20 * (JOB_ROLE_MAX + 1)}
        rows={6}
        error={err.roles}
      />
      <div className="admin-filter-actions">
        <button type="submit" className="btn btn-primary">
          {submit}
        </button>
      </div>
    </form>
  );
}
