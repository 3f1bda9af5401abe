import {
  CONTENT_KINDS,
  contentEntry,
  deleteContent,
  isContentKind,
  nowDate,
  saveContent,
  TRANSLATED_AS,
} from '../../domain/content/editing';
import { MSG } from '../../domain/messages';
import { paragraphs } from '../../domain/updates/text';
import { AdminShell } from '../components/admin/shell';
import { contentForm } from '../forms/admin';
import { definePage, pageNotFound, redirect } from '../framework/page';
import { Field } from '../ui/field';
import { EditorButtons, FormAlert, LongTextField } from '../components/admin/inline-forms';
import { TranslationsLink } from '../components/admin/translation-marks';
import { keptNotice } from '../../domain/translations/editing';

/** Add or change one entry; Preview shows the text as the site will, without saving. */
export default definePage({
  path: '/admin/content/:kind/:id',
  access: 'staff:content',
  bare: true,
  async load(ctx) {
    const { kind, id } = ctx.params;
    if (!isContentKind(kind)) throw pageNotFound();
    const spec = CONTENT_KINDS[kind];
    const values = id === 'new' ? { published_at: nowDate() } : await contentEntry(ctx.services.db, kind, id);
    return {
      staff: ctx.staff!,
      path: ctx.path,
      kind,
      id,
      entity: TRANSLATED_AS[kind],
      label: spec.label,
      fields: spec.fields,
      values: values as Record<string, string>,
    };
  },
  head: (d) => ({ title: `${d.label} | Back office`, description: 'Edit content.', noindex: true }),
  form: contentForm,
  async action(ctx, form) {
    const { kind, id } = ctx.params;
    if (form.intent === 'preview') return { status: 200, values: { ...form, preview: '1' } };
    if (form.intent === 'delete') {
      await deleteContent(ctx.services.db, ctx.staff!, kind, id);
      return redirect('/admin/content', { type: 'success', text: MSG.contentDeleted });
    }
    const notice = await keptNotice(ctx.services.db, isContentKind(kind) ? TRANSLATED_AS[kind] : kind, id);
    const saved = await saveContent(ctx.services.db, ctx.staff!, kind, id, form);
    return redirect(`/admin/content/${kind}/${saved}`, { type: 'success', text: await notice(MSG.contentSaved) });
  },
  Component: ({ data: { staff, path, id, entity, label, fields, values }, action }) => {
    const v = { ...values, ...(action?.values ?? {}) };
    const previewing = action?.values?.preview === '1';
    return (
      <AdminShell staff={staff} path={path} title={id === 'new' ? `Add to ${label.toLowerCase()}` : label}>
        <p>
          <a href="/admin/content">← All content</a>
          {id !== 'new' && (
            <>
              {' · '}
              <TranslationsLink entity={entity} id={id} />
            </>
          )}
        </p>
        <FormAlert action={action} />
        <form method="post" className="card admin-card admin-form">
          {fields.map((f) =>
            f.type === 'long' ? (
              <LongTextField
                key={f.name}
                name={f.name}
                label={`${f.label} (a blank line between paragraphs)`}
                value={v[f.name] ?? ''}
                max={f.max}
                required={f.required}
                error={action?.errors?.[f.name]}
              />
            ) : (
              <Field
                key={f.name}
                name={f.name}
                label={f.label}
                type={f.type === 'date' ? 'date' : 'text'}
                maxLength={f.max}
                required={f.required}
                defaultValue={v[f.name] ?? ''}
                error={action?.errors?.[f.name]}
              />
            ),
          )}
          <EditorButtons>
            {id !== 'new' && (
              <button type="submit" name="intent" value="delete" className="btn btn-outline" formNoValidate>
                Remove from the site
              </button>
            )}
          </EditorButtons>
        </form>
        {previewing && (
          <section className="card admin-card prose-page" aria-labelledby="preview-title">
            <h2 id="preview-title">Preview (not saved yet)</h2>
            {fields
              .filter((f) => f.type === 'long')
              .flatMap((f) => paragraphs(v[f.name] ?? ''))
              .map((p, i) => (
                <p key={i}>{p}</p>
              ))}
          </section>
        )}
      </AdminShell>
    );
  },
});
