import { useState, type FormEvent } from 'react';
import { LABEL, MSG } from '../../domain/messages';
import { postAction } from '../client/action';
import { checkForm } from '../client/check-form';
import { useDialog } from '../client/use-dialog';
import { showToast } from '../client/toast';
import { EnquiryFields } from '../components/enquiry-fields';
import { productEnquiryForm } from '../forms/leads';
import { useT } from '../framework/i18n';

export interface EnquiryDialogProps {
  productName: string;
  idPrefix: string;
  /** The product page, whose action takes the enquiry (with or without JavaScript). */
  action: string;
  /** Without JavaScript the button is a link to the product's page form. */
  fallbackHref: string;
  className?: string;
}

/** Enquire Now: a native <dialog> with the enquiry form, sent to the product page's action; the form is reset on success. */
export function EnquiryDialog({ productName, idPrefix, action, fallbackHref, className = 'btn btn-outline' }: EnquiryDialogProps) {
  const t = useT();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const { enhanced, dialog, trigger, open, close } = useDialog(() => setErrors({}));

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const checked = checkForm(productEnquiryForm, e.currentTarget);
    if (!checked.ok) return setErrors(checked.errors);
    const input = checked.values;
    setSending(true);
    try {
      const answer = await postAction(action, { ...input });
      if (!answer.ok) {
        setErrors(answer.errors);
        showToast({ type: 'error', text: t(answer.status < 500 && answer.toast ? answer.toast.text : MSG.enquiryFailed) });
        return;
      }
      setErrors({});
      setFormKey((k) => k + 1);
      close();
      showToast({ type: 'success', text: t(MSG.enquirySuccess) });
    } catch {
      showToast({ type: 'error', text: t(MSG.enquiryFailed) });
    } finally {
      setSending(false);
    }
  };

  const titleId = `${idPrefix}-title`;
  return (
    <>
      <a ref={trigger} href={fallbackHref} className={className} onClick={open} aria-haspopup={enhanced ? 'dialog' : undefined}>
        {t(LABEL.enquireNow)}
      </a>
      {enhanced && (
        <dialog ref={dialog} className="modal" aria-labelledby={titleId}>
          <div className="modal-head">
            <h2 id={titleId}>{t(LABEL.enquireNow)}</h2>
            <button type="button" className="modal-close" aria-label={t(LABEL.close)} onClick={close}>
              ×
            </button>
          </div>
          <p className="modal-sub">
            {t('Ask for a dealer price, bulk quantity or technical advice on {product}. We reply within one working day.', {
              product: productName,
            })}
          </p>
          <form key={formKey} method="post" action={fallbackHref.split('#')[0]} noValidate className="stack" onSubmit={onSubmit}>
            <input type="hidden" name="intent" value="enquiry" />
            <EnquiryFields idPrefix={idPrefix} values={{ productName }} errors={errors} />
            <div className="modal-actions">
              <button type="button" className="btn btn-outline" onClick={close}>
                {t(LABEL.close)}
              </button>
              <button type="submit" className="btn btn-primary" disabled={sending}>
                {sending ? t('Sending…') : t('Send enquiry')}
              </button>
            </div>
          </form>
        </dialog>
      )}
    </>
  );
}
