import { listProducts } from '../../domain/catalog/products';
import { addDosePacks, planDose, type DosePlan } from '../../domain/crops/calculator';
import { cropsOfProduct, listCrops } from '../../domain/crops/crops';
import { DomainError } from '../../domain/errors';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { MSG } from '../../domain/messages';
import { CalculatorForm, type CalculatorChoices, type CalculatorValues } from '../components/calculator-form';
import { DoseResult } from '../components/dose-result';
import { PageHeader } from '../components/page-header';
import { addDosePacksForm } from '../forms/calculator';
import { useT } from '../framework/i18n';
import { definePage, redirect, type PageContext } from '../framework/page';
import { ActionErrors } from '../ui/form-errors';
import { rememberDosePacks } from '../actions/pending-add';

interface Data {
  values: CalculatorValues;
  choices: CalculatorChoices;
  plan: DosePlan | null;
  errors: Record<string, string>;
}

const FIELDS = ['product', 'crop', 'area', 'unit', 'state', 'method'] as const;

/** The calculator's answer, or the message of the field at fault. */
async function tryPlan(ctx: PageContext, values: CalculatorValues) {
  try {
    return { plan: await planDose(ctx.services.db, values, ctx.lang), errors: {} };
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    return { plan: null, errors: { [e.field ?? 'product']: e.message } };
  }
}

/**
 * The dosage calculator: product, crop, area and method → how much is needed,
 * the cheapest packs, their cost and when to apply, from the product's data;
 * "Add these packs to cart" works the packs out again on the server.
 */
export default definePage<Data, keyof CalculatorValues>({
  path: '/calculator',
  async load(ctx) {
    const { db } = ctx.services;
    const values = Object.fromEntries(FIELDS.map((f) => [f, ctx.query.get(f)?.trim() ?? ''])) as unknown as CalculatorValues;
    const [products, crops] = await Promise.all([listProducts(db, {}, { reviews: false, lang: ctx.lang }), listCrops(db, ctx.lang)]);
    const product = products.find((p) => p.id === values.product);
    const suited = product ? await cropsOfProduct(db, product.id, ctx.lang) : crops;
    // The form always sends the area (maybe empty); a link from a crop page names only the product and crop.
    const asked = ctx.query.has('area');
    const { plan, errors } = asked ? await tryPlan(ctx, values) : { plan: null, errors: {} };
    return {
      values,
      choices: {
        products: products.map((p) => ({ id: p.id, title: p.title, english: p.english?.filter((f) => f === 'title') })),
        crops: suited.map((c) => ({ slug: c.slug, name: c.name, english: c.english?.filter((f) => f === 'name') })),
      },
      plan,
      errors,
    };
  },
  head: (d, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${t('Dosage calculator')} | Mitti Biotech`,
      description: t('Work out how much of a product your field needs, the packs to buy, what they cost and when to apply them.'),
      canonicalPath: '/calculator',
      noindex: !!d.plan || Object.keys(d.errors).length > 0,
    };
  },
  form: addDosePacksForm,
  async action(ctx, form) {
    const t = translatorFor(ctx.lang);
    const here = `/calculator?${new URLSearchParams(form)}`;
    if (!ctx.user) {
      rememberDosePacks(ctx, form); // signing in (any way) adds them and comes back here (app/actions/pending-add.ts)
      return redirect(`/login?next=${encodeURIComponent(here)}`, { type: 'info', text: t(MSG.authRequired) });
    }
    // A refusal (a field, no pack in stock, not enough stock) shows the page again with its message.
    await addDosePacks(ctx.services.db, ctx.user.id, form);
    return redirect('/cart', { type: 'success', text: t(MSG.dosePacksAdded) });
  },
  Component: ({ data, action }) => {
    const t = useT();
    const errors = { ...data.errors, ...(action?.errors ?? {}) };
    return (
      <>
        <PageHeader
          title={t('Dosage calculator')}
          crumbs={[{ href: '/crops', label: 'Shop by crop' }]}
          lead={t('Work out how much of a product your field needs, the packs to buy, what they cost and when to apply them.')}
        />
        <div className="container-page calc-page">
          <ActionErrors action={action} />
          <div className="calc-layout">
            <section aria-labelledby="calc-questions" className="card calc-questions">
              <h2 id="calc-questions">{t('Your field')}</h2>
              <CalculatorForm values={{ ...data.values, ...(action?.values ?? {}) }} choices={data.choices} errors={errors} />
            </section>
            {data.plan && <DoseResult plan={data.plan} />}
          </div>
        </div>
      </>
    );
  },
});
