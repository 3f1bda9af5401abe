import { useEffect, useRef, useState, type FormEvent } from 'react';
import { checkEnquiry, type EnquiryInput } from '../../domain/enquiries/validation';
import { LABEL, MSG } from '../../domain/messages';
import { postAction } from '../client/action';
import { showToast } from '../client/toast';
import { EnquiryFields } from '../components/enquiry-fields';

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
  const [enhanced, setEnhanced] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLAnchorElement>(null);
  useEffect(() => setEnhanced(true), []);

  const open = (e: { preventDefault(): void }) => {
    if (!dialog.current) return;
    e.preventDefault();
    setErrors({});
    dialog.current.showModal();
  };
  const close = () => {
    dialog.current?.close();
    trigger.current?.focus();
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const get = (k: string) => String(data.get(k) ?? '');
    const input: EnquiryInput = {
      fullName: get('fullName'),
      phone: get('phone'),
      email: get('email'),
      companyName: get('companyName'),
      message: get('message'),
      productName: get('productName'),
    };
    const problems = checkEnquiry(input);
    if (problems.length) {
      setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
      const first = e.currentTarget.querySelector<HTMLElement>(`[name="${problems[0].field}"]`);
      first?.focus();
      return;
    }
    setSending(true);
    try {
      const answer = await postAction(action, { ...input });
      if (!answer.ok) {
        setErrors(answer.errors);
        showToast({ type: 'error', text: answer.status < 500 && answer.toast ? answer.toast.text : MSG.enquiryFailed });
        return;
      }
      setErrors({});
      setFormKey((k) => k + 1);
      close();
      showToast({ type: 'success', text: MSG.enquirySuccess });
    } catch {
      showToast({ type: 'error', text: MSG.enquiryFailed });
    } finally {
      setSending(false);
    }
  };

  const titleId = `${idPrefix}-title`;
  return (
    <>
      <a ref={trigger} href={fallbackHref} className={className} onClick={open} aria-haspopup={enhanced ? 'dialog' : undefined}>
        {LABEL.enquireNow}
      </a>
      {enhanced && (
        <dialog ref={dialog} className="modal" aria-labelledby={titleId}>
          <div className="modal-head">
            <h2 id={titleId}>{LABEL.enquireNow}</h2>
            <button type="button" className="modal-close" aria-label={LABEL.close} onClick={close}>
              ×
            </button>
          </div>
          <p className="modal-sub">
            Ask for a dealer price, bulk quantity or technical advice on {productName}. We reply within one working day.
          </p>
          <form key={formKey} method="post" action={fallbackHref.split('#')[0]} noValidate className="stack" onSubmit={onSubmit}>
            <input type="hidden" name="intent" value="enquiry" />
            <EnquiryFields idPrefix={idPrefix} values={{ productName }} errors={errors} />
            <div className="modal-actions">
              <button type="button" className="btn btn-outline" onClick={close}>
                {LABEL.close}
              </button>
              <button type="submit" className="btn btn-primary" disabled={sending}>
                {sending ? 'Sending…' : 'Send enquiry'}
              </button>
            </div>
          </form>
        </dialog>
      )}
    </>
  );
}
