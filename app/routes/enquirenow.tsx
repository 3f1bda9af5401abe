import type { EnquireNowInput } from '../../domain/contact/validation';
import { company } from '../../domain/content/company';
import { loadContentPage } from '../../domain/content/pages';
import { createEnquiry } from '../../domain/enquiries/enquiries';
import { MSG } from '../../domain/messages';
import { Markdown } from '../components/markdown';
import { PageHeader } from '../components/page-header';
import { Island } from '../framework/island';
import { definePage, pageNotFound, redirect } from '../framework/page';
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
    await createEnquiry(ctx.services, form, { userId: ctx.user?.id ?? null, ip: ctx.request.ip }, 'enquirenow');
    return redirect('/enquirenow', { type: 'success', text: MSG.enquirySuccess });
  },
  Component: ({ data, action }) => (
    <>
      <PageHeader title={data.page.heading} crumbs={[{ href: '/enquirenow', label: 'Enquire Now' }]} />
      <div className="container-page enquire-layout">
        <div className="article-body">
          <Markdown html={data.page.html} />
        </div>
        <section className="card contact-form-card" aria-labelledby="enquire-form-title">
          <h2 id="enquire-form-title" className="section-title">
            Your enquiry
          </h2>
          <ActionErrors action={action} />
          <Island component={EnquireForm} props={{ values: action?.values ?? data.prefill, errors: action?.errors ?? {} }} />
        </section>
      </div>
    </>
  ),
});
