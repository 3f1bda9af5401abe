import type { EnquireNowInput } from '../../domain/contact/validation';
import { company } from '../../domain/content/company';
import { loadContentPage, type ContentPage } from '../../domain/content/page-view';
import { createEnquiry } from '../../domain/enquiries/enquiries';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { tk } from '../../domain/i18n/translate';
import { MSG } from '../../domain/messages';
import { langOf } from '../../domain/translations/store';
import { Markdown } from '../components/markdown';
import { PageHeader } from '../components/page-header';
import { useT } from '../framework/i18n';
import { Island } from '../framework/island';
import { definePage, pageNotFound, redirect, type PageProps } from '../framework/page';
import { EnquireForm } from '../islands/enquire-form';
import { enquireNowForm } from '../forms/leads';
import { ActionErrors } from '../ui/form-errors';

// /enquirenow (SPEC.md §2, §5): the original sent nothing; this one saves an
// enquiry (source 'enquirenow'), linked to the account when someone is logged in.

export default definePage({
  path: '/enquirenow',
  async load(ctx) {
    const page = await loadContentPage(ctx.services.db, 'enquirenow', ctx.lang);
    if (!page) throw pageNotFound();
    const u = ctx.user;
    const prefill: Partial<EnquireNowInput> = u ? { fullName: u.username, email: u.email ?? '', phone: u.mobileNo } : {};
    return { page, prefill };
  },
  head: ({ page }) => ({ title: `${page.title} | ${company.shortName}`, description: page.description }),
  form: enquireNowForm,
  async action(ctx, form) {
    await createEnquiry(ctx.services, form, { userId: ctx.user?.id ?? null, ip: ctx.request.ip, lang: ctx.lang }, 'enquirenow');
    return redirect('/enquirenow', { type: 'success', text: translatorFor(ctx.lang)(MSG.enquirySuccess) });
  },
  Component: (props) => <EnquireNow {...props} />,
});

function EnquireNow({ data, action }: PageProps<{ page: ContentPage; prefill: Partial<EnquireNowInput> }>) {
  const t = useT();
  return (
    <>
      <PageHeader
        title={data.page.heading}
        titleLang={langOf(data.page, 'heading')}
        crumbs={[{ href: '/enquirenow', label: tk('Enquire Now') }]}
      />
      <div className="container-page enquire-layout">
        <div className="article-body">
          <Markdown html={data.page.html} lang={langOf(data.page, 'body')} />
        </div>
        <section className="card contact-form-card" aria-labelledby="enquire-form-title">
          <h2 id="enquire-form-title" className="section-title">
            {t('Your enquiry')}
          </h2>
          <ActionErrors action={action} />
          <Island component={EnquireForm} props={{ values: action?.values ?? data.prefill, errors: action?.errors ?? {} }} />
        </section>
      </div>
    </>
  );
}
