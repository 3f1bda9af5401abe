import { submitContact } from '../../domain/contact/contact';
import { company } from '../../domain/content/company';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { tk } from '../../domain/i18n/translate';
import { LABEL, MSG } from '../../domain/messages';
import { ContactDetails } from '../components/contact-details';
import { PageHeader } from '../components/page-header';
import { useT } from '../framework/i18n';
import { Island } from '../framework/island';
import { definePage, redirect, type PageProps } from '../framework/page';
import { ContactForm } from '../islands/contact-form';
import { contactForm } from '../forms/leads';
import { ActionErrors } from '../ui/form-errors';
import { WhatsAppButtons } from '../components/whatsapp-buttons';

export default definePage({
  path: '/contact',
  head: (_data, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${t('Contact Us')} | ${company.shortName}`,
      description: t(
        'Call {phone} or write to {email}. Office in Baner, Pune; factory and QC lab at Chakan MIDC. Send us a message and we reply within one working day.',
        { phone: company.phone, email: company.email },
      ),
    };
  },
  form: contactForm,
  async action(ctx, form) {
    const result = await submitContact(ctx.services, form, ctx.request.ip, ctx.lang);
    if (!result.mailed) ctx.request.log.error({ err: result.mailError, contactId: result.id }, 'contact message saved but not mailed');
    return redirect('/contact', { type: 'success', text: translatorFor(ctx.lang)(MSG.contactSuccess) });
  },
  Component: ({ action }) => <Contact action={action} />,
});

function Contact({ action }: Pick<PageProps<undefined>, 'action'>) {
  const t = useT();
  return (
    <>
      <PageHeader
        title={t(LABEL.getInTouch)}
        crumbs={[{ href: '/contact', label: tk('Contact') }]}
        lead={t(
          'Questions about a product, a dose, bulk supply or a project? Call, write or send the form, and our team will reply within one working day.',
        )}
      />
      <WhatsAppButtons contact />
      <div className="container-page contact-layout">
        <ContactDetails company={company} />
        <section className="card contact-form-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="section-title">
            {t('Send us a message')}
          </h2>
          <ActionErrors action={action} />
          <Island component={ContactForm} props={{ values: action?.values ?? {}, errors: action?.errors ?? {} }} />
        </section>
      </div>
    </>
  );
}
