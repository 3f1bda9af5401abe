import type { ReactNode } from 'react';
import type { ActionFailure } from '../../framework/page';
import { Field } from '../../ui/field';

/** The search box above a list: `q` in the URL, so a search can be bookmarked. */
export function SearchForm({ label, what, q }: { label: string; what: string; q: string }) {
  return (
    <form method="get" className="card admin-card admin-filters" aria-label={`Find a ${what}`}>
      <div className="field">
        <label htmlFor="f-q">{label}</label>
        <input id="f-q" name="q" type="search" defaultValue={q} />
      </div>
      <div className="admin-filter-actions">
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </div>
    </form>
  );
}

/** A one-line form in a table row: hidden fields, a labelled select, Save (and anything else, e.g. a checkbox). */
export function RowSelectForm({
  hidden,
  name,
  label,
  options,
  value,
  children,
}: {
  hidden: Record<string, string>;
  name: string;
  label: string;
  options: readonly string[];
  value: string;
  children?: ReactNode;
}) {
  const id = `${name}-${Object.values(hidden).join('-')}`;
  return (
    <form method="post" className="admin-inline-form">
      {Object.entries(hidden).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value}>
        {options.map((o) => (
          <option key={o}>{o}</option>
        ))}
      </select>
      {children}
      <button type="submit" className="btn btn-outline btn-sm">
        Save
      </button>
    </form>
  );
}

/** Why the form was refused, read out at once. */
export function FormAlert({ action }: { action?: ActionFailure }) {
  if (!action?.toast) return null;
  return (
    <p className="form-error" role="alert">
      {action.toast.text}
    </p>
  );
}

/** A labelled text area for long staff-written text (Markdown or paragraphs), with its error. */
export function LongTextField({
  name,
  label,
  value,
  max,
  rows = 10,
  required = false,
  error,
}: {
  name: string;
  label: string;
  value: string;
  max: number;
  rows?: number;
  required?: boolean;
  error?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={`f-${name}`}>{label}</label>
      <textarea id={`f-${name}`} name={name} rows={rows} maxLength={max} defaultValue={value} required={required} />
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}

/** Save and Preview of an editor, and whatever else it offers (remove, back to the original). */
export function EditorButtons({ children }: { children?: ReactNode }) {
  return (
    <div className="admin-filter-actions">
      <button type="submit" name="intent" value="save" className="btn btn-primary">
        Save
      </button>
      <button type="submit" name="intent" value="preview" className="btn btn-outline" formNoValidate>
        Preview
      </button>
      {children}
    </div>
  );
}

/** The slug of a crop or a problem: its address under `base` ('/crops/…'), lowercase words joined by hyphens. */
export function SlugField({ base, value, error }: { base: string; value?: string; error?: string }) {
  return (
    <Field
      name="slug"
      label={`Slug (its address: ${base}/…)`}
      required
      maxLength={80}
      pattern="[a-z0-9]+(-[a-z0-9]+)*"
      defaultValue={value}
      error={error}
    />
  );
}
