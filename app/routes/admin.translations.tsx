import { MSG } from '../../domain/messages';
import { LANG_NAME } from '../../domain/translations/checks';
import { ENTITIES } from '../../domain/translations/entities';
import { decodeCsvFile, importedNotice, importTranslations } from '../../domain/translations/exchange';
import type { RecordState } from '../../domain/translations/status';
import { OTHER_LANGS, type OtherLang } from '../../domain/translations/store';
import { worklist, WORK_STATES, type WorkFilter, type WorkKind } from '../../domain/translations/work';
import { DataTable } from '../components/admin/data-table';
import { AdminShell } from '../components/admin/shell';
import { SelectField } from '../components/admin/select-field';
import { translationsPath } from '../components/admin/translation-marks';
import { definePage, redirect } from '../framework/page';

const STATE_LABEL = { missing: 'Missing', stale: 'English changed (to check)' } as const;

/** The query of the filters as chosen (no value: both languages, both states). */
function filterOf(query: URLSearchParams): WorkFilter {
  const lang = query.get('lang');
  const state = query.get('state');
  return {
    lang: OTHER_LANGS.includes(lang as OtherLang) ? (lang as OtherLang) : undefined,
    state: WORK_STATES.includes(state as 'missing') ? (state as 'missing') : undefined,
  };
}

const exportHref = (f: WorkFilter, entity?: string) => {
  const q = new URLSearchParams();
  if (f.lang) q.set('lang', f.lang);
  if (entity) q.set('entity', entity);
  if (f.state) q.set('status', f.state);
  const qs = q.toString();
  return `/admin/translations/export.csv${qs ? `?${qs}` : ''}`;
};

/** One language's cell: the fields missing, and those to check. */
function StateCell({ s, lang, labels, f }: { s: RecordState; lang: OtherLang; labels: Record<string, string>; f: WorkFilter }) {
  const names = (fields: string[]) => fields.map((x) => labels[x] ?? x).join(', ');
  const show = (state: 'missing' | 'stale') => (!f.state || f.state === state) && s[state][lang].length > 0;
  if (!show('missing') && !show('stale')) return <td>—</td>;
  return (
    <td>
      {show('missing') && (
        <p>
          Missing: <span className="admin-note">{names(s.missing[lang])}</span>
        </p>
      )}
      {show('stale') && (
        <p>
          <strong className="admin-low">To check:</strong> <span className="admin-note">{names(s.stale[lang])}</span>
        </p>
      )}
    </td>
  );
}

function KindSection({ kind, f, labels }: { kind: WorkKind; f: WorkFilter; labels: Record<string, string> }) {
  const langs = f.lang ? [f.lang] : OTHER_LANGS;
  return (
    <section className="card admin-card stack" aria-labelledby={`k-${kind.entity}`}>
      <h2 id={`k-${kind.entity}`} className="section-title">
        {kind.label}: {kind.records.length} of {kind.of} to do
      </h2>
      <p>
        <a href={exportHref(f, kind.entity)}>Export these as CSV</a>
      </p>
      {kind.records.length > 0 && (
        <DataTable noun={kind.label.toLowerCase()} columns={['Record (translate)', ...langs.map((l) => LANG_NAME[l])]}>
          {kind.records.map((s) => (
            <tr key={s.id}>
              <th scope="row">
                <a href={translationsPath(kind.entity, s.id)}>{s.name || s.id}</a>
              </th>
              {langs.map((lang) => (
                <StateCell key={lang} s={s} lang={lang} labels={labels} f={f} />
              ))}
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

/** Everything left to translate for the role signed in, the CSV export and the import. */
export default definePage({
  path: '/admin/translations',
  access: 'staff:dashboard',
  bare: true,
  async load(ctx) {
    const filter = filterOf(ctx.query);
    const kinds = await worklist(ctx.services.db, ctx.staff!.role, filter);
    const labels = Object.fromEntries(ENTITIES.map((e) => [e.name, e.fields]));
    return { staff: ctx.staff!, path: ctx.path, filter, kinds, labels };
  },
  head: () => ({ title: 'Translations | Back office', description: 'Texts missing in Hindi or Marathi, or to check.', noindex: true }),
  async action(ctx) {
    const file = ctx.files.file;
    if (!file?.length) return { errors: { file: MSG.csvNoFile }, toast: { type: 'error', text: MSG.csvNoFile } };
    const csv = decodeCsvFile(file);
    const result =
      'problem' in csv
        ? { ok: false as const, problems: [{ line: 1, message: csv.problem }] }
        : await importTranslations(ctx.services.db, ctx.staff!, csv.text);
    if (!result.ok) {
      const errors = Object.fromEntries(result.problems.map((p, i) => [`line-${i}`, MSG.csvLine(p.line, p.message)]));
      return {
        errors: { file: MSG.csvRefused(result.problems.length), ...errors },
        toast: { type: 'error', text: MSG.csvRefused(result.problems.length) },
      };
    }
    return redirect('/admin/translations', { type: 'success', text: importedNotice(result) });
  },
  Component: ({ data: { staff, path, filter, kinds, labels }, action }) => {
    const lines = Object.entries(action?.errors ?? {}).filter(([k]) => k.startsWith('line-'));
    const todo = kinds.filter((k) => k.records.length);
    return (
      <AdminShell staff={staff} path={path} title="Translations">
        <p>
          Every text staff write in English is shown in Hindi and Marathi from its translation. Below: the records that miss a translation,
          or whose English changed since it was translated.
        </p>
        <form method="get" className="card admin-card admin-filters" aria-label="Filter the texts to translate">
          <SelectField
            name="lang"
            label="Language"
            options={[{ value: '', label: 'Hindi and Marathi' }, ...OTHER_LANGS.map((l) => ({ value: l, label: LANG_NAME[l] }))]}
            value={filter.lang ?? ''}
          />
          <SelectField
            name="state"
            label="Show"
            options={[{ value: '', label: 'Missing or to check' }, ...WORK_STATES.map((s) => ({ value: s, label: STATE_LABEL[s] }))]}
            value={filter.state ?? ''}
          />
          <div className="admin-filter-actions">
            <button type="submit" className="btn btn-primary">
              Show
            </button>
            <a href={exportHref(filter)}>Export all of it as CSV</a>
          </div>
        </form>
        <section className="card admin-card stack" aria-labelledby="import-title">
          <h2 id="import-title" className="section-title">
            Import a translated CSV
          </h2>
          <p className="admin-note">
            The file as exported, saved as CSV (UTF-8), with the text column filled in. It is imported whole or not at all: any wrong line
            refuses the file, each line with its reason. Rows left empty or unchanged change nothing (a text to check stays marked: confirm
            it in the record&rsquo;s editor). A row whose English column differs from today&rsquo;s English is saved as written for that
            English, so it shows as to check.
          </p>
          <form method="post" encType="multipart/form-data" className="admin-form-row">
            <div className="field">
              <label htmlFor="f-file">CSV file</label>
              <input id="f-file" name="file" type="file" accept=".csv,text/csv" required />
              {action?.errors?.file && <p className="field-error">{action.errors.file}</p>}
            </div>
            <button type="submit" className="btn btn-primary">
              Import
            </button>
          </form>
          {lines.length > 0 && (
            <ul className="admin-list" aria-label="Lines to fix">
              {lines.map(([k, message]) => (
                <li key={k}>{message}</li>
              ))}
            </ul>
          )}
        </section>
        {kinds.length === 0 && <p>Your role edits no texts that are translated.</p>}
        {kinds.length > 0 && todo.length === 0 && <p>Nothing left: every text is translated and up to date.</p>}
        {todo.map((k) => (
          <KindSection key={k.entity} kind={k} f={filter} labels={labels[k.entity] ?? {}} />
        ))}
      </AdminShell>
    );
  },
});
