import { submitContact } from '../../domain/contact/contact';
import { company } from '../../domain/content/company';
import { LABEL, MSG } from '../../domain/messages';
import { ContactDetails } from '../components/contact-details';
import { PageHeader } from '../components/page-header';
import { Island } from '../framework/island';
import { definePage, redirect } from '../framework/page';
import { ContactForm } from '../islands/contact-form';
import { contactForm } from '../forms/leads';
import { ActionErrors } from '../ui/form-errors';
import { WhatsAppButtons } from '../components/whatsapp-buttons';

export default definePage({
  path: '/contact',
  head: () => ({
    title: `Contact Us | ${company.shortName}`,
    description: `Call ${company.phone} or write to ${company.email}. Office in Baner, Pune; factory and QC lab at Chakan MIDC. Send us a message and we reply within one working day.`,
  }),
  form: contactForm,
  async action(ctx, form) {
    const result = await submitContact(ctx.services, form, ctx.request.ip);
    if (!result.mailed) ctx.request.log.error({ err: result.mailError, contactId: result.id }, 'contact message saved but not mailed');
    return redirect('/contact', { type: 'success', text: MSG.contactSuccess });
  },
  Component: ({ action }) => (
    <>
      <PageHeader
        title={LABEL.getInTouch}
        crumbs={[{ href: '/contact', label: 'Contact' }]}
        lead="Questions about a product, a dose, bulk supply or a project? Call, write or send the form, and our team will reply within one working day."
      />
      <WhatsAppButtons contact />
      <div className="container-page contact-layout">
        <ContactDetails company={company} />
        <section className="card contact-form-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="section-title">
            Send us a message
          </h2>
          <ActionErrors action={action} />
          <Island component={ContactForm} props={{ values: action?.values ?? {}, errors: action?.errors ?? {} }} />
        </section>
      </div>
    </>
  ),
});
