import { DomainError } from '../../domain/errors';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { QUOTE_FILES_MAX } from '../../domain/quotes/files';
import { QUOTE_MSG } from '../../domain/quotes/messages';
import { packsForQuote, requestQuote } from '../../domain/quotes/request';
import { inLanguage, langOf, type Shown } from '../../domain/translations/store';
import { useI18n } from '../framework/i18n';
import { definePage, redirect } from '../framework/page';

// Asking for a quote: packs from the catalogue and how many, lines in the
// buyer's own words for what the catalogue lacks (contract manufacturing, a
// custom pack), a note and up to three files (PDF, JPEG, PNG).

const PACK_ROWS = 5;
const TEXT_ROWS = 2;
const FILE_FIELDS = Array.from({ length: QUOTE_FILES_MAX }, (_, i) => `file${i + 1}`);

type Pack = Awaited<ReturnType<typeof packsForQuote>>[number] & Shown;

export default definePage<{ packs: Pack[]; pick: string }>({
  path: '/quotes/new',
  access: 'customer',
  async load(ctx) {
    const packs = await packsForQuote(ctx.services.db);
    // Product titles in the page's language (their own translations), keyed by product.
    const shown = await inLanguage(
      ctx.services.db,
      ctx.lang,
      'product',
      packs.map((p) => ({ ...p, id: p.productId, variantId: p.id })),
      { title: 'title' },
    );
    return { packs: shown.map((p) => ({ ...p, id: p.variantId })), pick: ctx.query.get('pack') ?? '' };
  },
  head: (_d, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${t('Ask for a quote')} | Mitti Biotech`,
      description: t('Prices for bulk orders and contract manufacturing.'),
      noindex: true,
    };
  },
  async action(ctx, form) {
    const t = translatorFor(ctx.lang);
    const lines = [
      ...Array.from({ length: PACK_ROWS }, (_, i) => ({ variantId: form[`pack-${i}`] ?? '', quantity: form[`qty-${i}`] ?? '' })),
      ...Array.from({ length: TEXT_ROWS }, (_, i) => ({ text: form[`text-${i}`] ?? '', quantity: form[`tqty-${i}`] ?? '' })),
    ];
    try {
      const id = await requestQuote(ctx.services, ctx.user!.id, {
        lines,
        note: form.note ?? '',
        files: FILE_FIELDS.map((f) => ctx.files[f]).filter((b): b is Buffer => !!b),
      });
      return redirect(`/quotes/${id}`, { type: 'success', text: t(QUOTE_MSG.requested) });
    } catch (e) {
      if (!(e instanceof DomainError) || e.kind === 'notFound') throw e;
      return { kind: e.kind, values: form, errors: { [e.field ?? 'lines']: e.message }, toast: { type: 'error', text: t(e.message) } };
    }
  },
  Component: ({ data: { packs, pick }, action }) => {
    const { t } = useI18n();
    const values = action?.values ?? {};
    const errors = action?.errors ?? {};
    return (
      <div className="container-page order-page">
        <p className="mb-2">
          <a href="/quotes">← {t('My quotes')}</a>
        </p>
        <h1 className="page-title">{t('Ask for a quote')}</h1>
        <form method="post" encType="multipart/form-data" className="card stack" data-testid="quote-form">
          <fieldset className="stack">
            <legend className="font-semibold mb-2">{t('Products and quantities')}</legend>
            {Array.from({ length: PACK_ROWS }, (_, i) => (
              <div key={i} className="flex flex-wrap gap-2">
                <label className="flex-1 min-w-[14rem]">
                  <span className="sr-only">{t('Product {n}', { n: i + 1 })}</span>
                  <select name={`pack-${i}`} className="input w-full" defaultValue={values[`pack-${i}`] ?? (i === 0 ? pick : '')}>
                    <option value="">{t('Choose a product')}</option>
                    {packs.map((p) => (
                      <option key={p.id} value={p.id} lang={langOf(p, 'title')}>{`${p.title} (${p.pack}) · ${p.sku}`}</option>
                    ))}
                  </select>
                </label>
                <label>
                  <span className="sr-only">{t('Quantity {n}', { n: i + 1 })}</span>
                  <input
                    name={`qty-${i}`}
                    type="number"
                    min={1}
                    step={1}
                    inputMode="numeric"
                    className="input w-24"
                    defaultValue={values[`qty-${i}`] ?? ''}
                    placeholder={t('Packs')}
                  />
                </label>
              </div>
            ))}
          </fieldset>
          <fieldset className="stack">
            <legend className="font-semibold mb-2">
              {t('Not in our catalogue? Describe it (contract manufacturing, a custom pack…)')}
            </legend>
            {Array.from({ length: TEXT_ROWS }, (_, i) => (
              <div key={i} className="flex flex-wrap gap-2">
                <label className="flex-1 min-w-[14rem]">
                  <span className="sr-only">{t('What you need {n}', { n: i + 1 })}</span>
                  <input name={`text-${i}`} maxLength={2000} className="input w-full" defaultValue={values[`text-${i}`] ?? ''} />
                </label>
                <label>
                  <span className="sr-only">{t('Quantity {n}', { n: i + 1 })}</span>
                  <input
                    name={`tqty-${i}`}
                    type="number"
                    min={1}
                    step={1}
                    inputMode="numeric"
                    className="input w-24"
                    defaultValue={values[`tqty-${i}`] ?? ''}
                    placeholder={t('Quantity')}
                  />
                </label>
              </div>
            ))}
            {errors.lines && <p className="field-error">{t(errors.lines)}</p>}
          </fieldset>
          <div className="field">
            <label htmlFor="f-note">{t('A note for us (delivery place and date, packing, anything else)')}</label>
            <textarea id="f-note" name="note" rows={3} maxLength={2000} className="input w-full" defaultValue={values.note ?? ''} />
            {errors.note && <p className="field-error">{t(errors.note)}</p>}
          </div>
          <fieldset>
            <legend className="font-semibold mb-2">{t('Files (PDF, JPEG or PNG, up to 5 MB each)')}</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {FILE_FIELDS.map((f, i) => (
                <label key={f} className="flex flex-col gap-1 text-sm">
                  {t('File {n}', { n: i + 1 })}
                  <input name={f} type="file" accept="application/pdf,image/jpeg,image/png" />
                </label>
              ))}
            </div>
            {Object.entries(errors)
              .filter(([f]) => f.startsWith('file'))
              .map(([f, m]) => (
                <p key={f} className="field-error">
                  {t(m)}
                </p>
              ))}
          </fieldset>
          <button type="submit" className="btn btn-primary">
            {t('Send my request')}
          </button>
        </form>
      </div>
    );
  },
});
