import { PAGE_TEXT_FIELDS, pageForEditing, resetPageText, savePageText } from '../../domain/content/page-editing';
import { deliveryChargesTable, withChargesTable } from '../../domain/content/delivery-terms';
import { renderStaffMarkdown } from '../../domain/content/staff-markdown';
import { listZones } from '../../domain/delivery/zones';
import { MSG } from '../../domain/messages';
import { EditorButtons, FormAlert, LongTextField } from '../components/admin/inline-forms';
import { AdminShell } from '../components/admin/shell';
import { Markdown } from '../components/markdown';
import { pageTextForm } from '../forms/admin';
import { definePage, redirect } from '../framework/page';
import { Field } from '../ui/field';
import { TranslationsLink } from '../components/admin/translation-marks';
import { keptNotice } from '../../domain/translations/editing';

const editPath = (slug: string) => `/admin/content/pages/${encodeURIComponent(slug)}`;

/** One company page's words in Markdown, with Preview and Back to the original. */
export default definePage({
  path: '/admin/content/pages/:slug',
  access: 'staff:content',
  bare: true,
  async load(ctx) {
    const slug = ctx.params.slug;
    const text = await pageForEditing(ctx.services.db, slug);
    // The table the shipping policy's {{delivery-charges}} becomes, for the preview.
    const chargesTable = deliveryChargesTable(await listZones(ctx.services.db), 'en');
    return { staff: ctx.staff!, path: ctx.path, slug, text, chargesTable };
  },
  head: (d) => ({ title: `${d.text.title} | Back office`, description: 'Edit a company page.', noindex: true }),
  form: pageTextForm,
  async action(ctx, form) {
    const { slug } = ctx.params;
    if (form.intent === 'preview') return { status: 200, values: { ...form, preview: '1' } };
    const notice = await keptNotice(ctx.services.db, 'page', slug);
    if (form.intent === 'reset') {
      await resetPageText(ctx.services.db, ctx.staff!, slug);
      return redirect(editPath(slug), { type: 'success', text: await notice(MSG.pageReset) });
    }
    await savePageText(ctx.services.db, ctx.staff!, slug, form);
    return redirect(editPath(slug), { type: 'success', text: await notice(MSG.contentSaved) });
  },
  Component: ({ data: { staff, path, slug, text, chargesTable }, action }) => {
    const { title, heading, description, body } = text;
    const v: Record<string, string> = { title, heading, description, body, version: String(text.version), ...(action?.values ?? {}) };
    return (
      <AdminShell staff={staff} path={path} title={`Page: ${text.title}`}>
        <p>
          <a href="/admin/content">← All content</a> · <a href={`/${slug}`}>See it on the site</a> ·{' '}
          <TranslationsLink entity="page" id={slug} />
          {text.edited ? ' · Changed in the back office' : ' · The original text'}
        </p>
        <FormAlert action={action} />
        <form method="post" className="card admin-card admin-form">
          <input type="hidden" name="version" value={v.version} />
          {PAGE_TEXT_FIELDS.map((f) =>
            f.name === 'body' ? (
              <LongTextField
                key={f.name}
                name="body"
                label={f.label}
                value={v.body}
                max={f.max}
                rows={24}
                required
                error={action?.errors?.body}
              />
            ) : (
              <Field
                key={f.name}
                name={f.name}
                label={f.label}
                maxLength={f.max}
                required
                defaultValue={v[f.name]}
                error={action?.errors?.[f.name]}
              />
            ),
          )}
          <EditorButtons>
            {text.edited && (
              <button type="submit" name="intent" value="reset" className="btn btn-outline" formNoValidate>
                Back to the original
              </button>
            )}
          </EditorButtons>
        </form>
        {action?.values?.preview === '1' && (
          <section className="card admin-card" aria-labelledby="preview-title">
            <h2 id="preview-title">Preview (not saved yet)</h2>
            <h3>{v.heading}</h3>
            {/* Exactly what the public English page shows: the zones' charges filled in, rendered and cleaned the same way. */}
            <Markdown html={renderStaffMarkdown(withChargesTable(v.body, chargesTable))} />
          </section>
        )}
      </AdminShell>
    );
  },
});
