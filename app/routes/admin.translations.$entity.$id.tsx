import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { DomainError } from '../../domain/errors';
import type { StaffMember } from '../../domain/staff/staff';
import { MSG } from '../../domain/messages';
import { LANG_NAME } from '../../domain/translations/checks';
import {
  saveRecordTranslations,
  translationEditor,
  TranslationsRefused,
  type EditorRow,
  type PostedTranslations,
  type TranslationEditor,
} from '../../domain/translations/editing';
import { OTHER_LANGS, type OtherLang } from '../../domain/translations/store';
import { FormAlert } from '../components/admin/inline-forms';
import { AdminShell } from '../components/admin/shell';
import { translationsPath } from '../components/admin/translation-marks';
import { listsSchema } from '../framework/form';
import { definePage, redirect, type ActionFailure } from '../framework/page';

/** The site's Devanagari face first (the back office is an English page, so its root font has none). */
const DEVANAGARI = "font-[family-name:'Noto_Sans_Devanagari',var(--font-sans)]";

/** Rows a text box gets: its text's lines, within reason. */
const rowsFor = (row: EditorRow) => Math.min(18, Math.max(row.max > 300 ? 4 : 2, Math.ceil(row.english.length / 60) + 1));

/** A one-line box for a short text (a name, a title), else a text area as tall as the English needs. */
function TextBox({
  row,
  ...props
}: { row: EditorRow } & InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  if (row.max <= 200 && !row.list) return <input type="text" {...props} />;
  return <textarea rows={rowsFor(row)} {...props} />;
}

/** The box of one language's text, with its "English changed" mark and "Still right" when it is stale. */
function LanguageCell({ row, lang, action }: { row: EditorRow; lang: OtherLang; action?: ActionFailure }) {
  const name = `${lang}:${row.field}`;
  const cell = row.cells[lang];
  const typed = action?.values?.[name];
  const error = action?.errors?.[name];
  const id = `f-${lang}-${row.field}`;
  return (
    <div className="stack">
      <div className="field">
        <label htmlFor={id}>{LANG_NAME[lang]}</label>
        <TextBox
          row={row}
          id={id}
          name={name}
          lang={lang}
          className={DEVANAGARI}
          maxLength={row.max}
          defaultValue={typed ?? cell?.text ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <input type="hidden" name={`was:${name}`} value={action?.values?.[`was:${name}`] ?? cell?.version ?? ''} />
        {!cell && <p className="field-hint">Not translated yet: visitors see the English.</p>}
        {error && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
      {/* Outside the field: its checkbox is not a text box. */}
      {cell?.stale && (
        <div className="stack rounded border border-turmeric bg-turmeric-tint p-2 text-sm">
          <p>
            <strong className="admin-low">{`English changed — check the ${LANG_NAME[lang]}.`}</strong>{' '}
            {`Visitors still see this ${LANG_NAME[lang]} until it is updated or confirmed.`}
          </p>
          <details>
            <summary>The English it was written for</summary>
            <p className="whitespace-pre-wrap" lang="en">
              {cell.source || '(empty)'}
            </p>
          </details>
          <label className="admin-check">
            <input type="checkbox" name="confirm" value={name} /> Still right: keep it for today’s English
          </label>
        </div>
      )}
    </div>
  );
}

function FieldRow({ row, action }: { row: EditorRow; action?: ActionFailure }) {
  return (
    <fieldset className="grid gap-4 border-t border-line pt-4 md:grid-cols-3">
      <legend className="font-bold">
        {row.label}{' '}
        <span className="admin-note">
          (at most {row.max.toLocaleString('en-IN')} characters{row.list ? ', one item a line' : ''})
        </span>
      </legend>
      <div className="field">
        <label htmlFor={`f-en-${row.field}`}>English</label>
        <TextBox row={row} id={`f-en-${row.field}`} lang="en" readOnly value={row.english} />
        {!row.english && <p className="field-hint">No English: nothing to translate.</p>}
      </div>
      {OTHER_LANGS.map((lang) => (
        <LanguageCell key={lang} row={row} lang={lang} action={action} />
      ))}
    </fieldset>
  );
}

type Data = { staff: StaffMember; path: string } & (
  { editor: TranslationEditor; forbidden?: undefined } | { editor?: undefined; forbidden: string }
);

/** One record's texts side by side: English (edited on its own page), Hindi and Marathi. */
export default definePage<Data>({
  path: '/admin/translations/:entity/:id',
  access: 'staff:dashboard',
  bare: true,
  async load(ctx) {
    const base = { staff: ctx.staff!, path: ctx.path };
    try {
      return { ...base, editor: await translationEditor(ctx.services.db, ctx.staff!, ctx.params.entity, ctx.params.id) };
    } catch (e) {
      // Another role's kind of record: the page says so (403) rather than the generic error.
      if (e instanceof DomainError && e.kind === 'forbidden') return { ...base, forbidden: e.message };
      throw e;
    }
  },
  status: (d) => (d.forbidden ? 403 : 200),
  head: (d) => ({
    title: `${d.editor ? `Hindi and Marathi: ${d.editor.name}` : MSG.staffForbidden} | Back office`,
    description: 'Translate a record’s texts.',
    noindex: true,
  }),
  lists: listsSchema(['confirm']),
  async action(ctx, form) {
    const { entity, id } = ctx.params;
    const posted: PostedTranslations = {};
    for (const [key, text] of Object.entries(form)) {
      const m = /^(hi|mr):(.+)$/.exec(key);
      if (m) (posted[m[1] as OtherLang] ??= {})[m[2]] = { text, was: form[`was:${key}`] };
    }
    const confirm: Partial<Record<OtherLang, string[]>> = {};
    for (const c of ctx.lists.confirm) {
      const m = /^(hi|mr):(.+)$/.exec(c);
      if (m) (confirm[m[1] as OtherLang] ??= []).push(m[2]);
    }
    try {
      const saved = await saveRecordTranslations(ctx.services.db, ctx.staff!, entity, id, posted, confirm);
      return redirect(translationsPath(entity, id), { type: 'success', text: MSG.translationsSaved(saved.changed) });
    } catch (e) {
      if (!(e instanceof TranslationsRefused)) throw e;
      const errors = Object.fromEntries(e.problems.map((p) => [p.field, p.message]));
      return {
        errors,
        values: form,
        toast: { type: 'error', text: e.problems.length > 1 ? `${e.message} (and ${e.problems.length - 1} more below)` : e.message },
      };
    }
  },
  Component: ({ data: { staff, path, editor, forbidden }, action }) => {
    if (!editor)
      return (
        <AdminShell staff={staff} path={path} title={MSG.staffForbidden}>
          <p>{forbidden}</p>
          <p>
            <a href="/admin/translations">Everything left to translate for your role</a>
          </p>
        </AdminShell>
      );
    return (
      <AdminShell staff={staff} path={path} title={`Hindi and Marathi: ${editor.name}`}>
        <p>
          <a href="/admin/translations">← Everything to translate</a> · {editor.entity.label} ·{' '}
          <a href={editor.englishPath}>Edit the English</a>
        </p>
        <p className="admin-note">
          Each text beside its English. Saving changes only the texts you change, in their language; a box left empty removes that
          translation (visitors then see the English). When the English changes, the translation is kept and marked for checking.
        </p>
        <FormAlert action={action} />
        <form method="post" className="card admin-card admin-form stack" aria-label={`Translations of ${editor.name}`}>
          {editor.rows.map((row) => (
            <FieldRow key={row.field} row={row} action={action} />
          ))}
          <div className="admin-filter-actions">
            <button type="submit" className="btn btn-primary">
              Save translations
            </button>
            <a href={editor.englishPath}>Edit the English</a>
          </div>
        </form>
      </AdminShell>
    );
  },
});
