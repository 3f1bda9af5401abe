import { useState, type FormEvent } from 'react';
import { MSG } from '../../domain/messages';
import { postAction } from '../client/action';
import { showToast } from '../client/toast';
import { useT } from '../framework/i18n';
import { Field } from '../ui/field';

export interface DeliveryDetailsProps {
  name: string;
  email: string;
  address: string;
}

/** Posts to the checkout page's action; a step that failed comes back as an error toast. */
async function post(fields: Record<string, string>): Promise<{ ok: boolean; message: string }> {
  try {
    const answer = await postAction('/checkout', fields);
    return { ok: answer.ok && answer.toast?.type !== 'error', message: answer.toast?.text ?? MSG.serverError };
  } catch {
    return { ok: false, message: MSG.serverError };
  }
}

/**
 * The delivery-detail form of SPEC.md §3/§5: name, e-mail and address, all
 * required ("All fields are required"); a six-digit code (the checkout page's
 * action, or POST /send-otp for API clients) confirms the e-mail that gets delivery updates.
 */
export function DeliveryDetails({ name, email, address }: DeliveryDetailsProps) {
  const t = useT();
  const [values, setValues] = useState({ name, email, address });
  const [error, setError] = useState('');
  const [stage, setStage] = useState<'form' | 'code' | 'done'>('form');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!values.name.trim() || !values.email.trim() || !values.address.trim()) {
      setError(t(MSG.deliveryFieldsRequired));
      return;
    }
    setBusy(true);
    const r = await post({ intent: 'send-otp', name: values.name, email: values.email, deliveryAddress: values.address });
    setBusy(false);
    if (!r.ok) return setError(t(r.message));
    setError('');
    setStage('code');
    showToast({ type: 'info', text: t(r.message) });
  };

  const verify = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setBusy(true);
    const r = await post({ intent: 'verify-otp', email: values.email, otp: code });
    setBusy(false);
    if (!r.ok) return setError(t(r.message));
    setError('');
    setStage('done');
    showToast({ type: 'success', text: t(r.message) });
  };

  const set = (k: keyof typeof values) => (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
    setValues({ ...values, [k]: e.currentTarget.value });

  if (stage === 'done') {
    return (
      <p className="delivery-confirmed" role="status">
        ✓ {t(MSG.otpVerified)}: {values.email}
      </p>
    );
  }
  return (
    <details className="delivery-details">
      <summary>{t('Delivery updates by e-mail')}</summary>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {stage === 'form' ? (
        <form className="stack" noValidate onSubmit={send}>
          <Field name="dd-name" label={t('Name')} value={values.name} onInput={set('name')} autoComplete="name" />
          <Field name="dd-email" label={t('E-mail')} type="email" value={values.email} onInput={set('email')} autoComplete="email" />
          <div className="field">
            <label htmlFor="dd-address">{t('Delivery address')}</label>
            <textarea id="dd-address" rows={2} value={values.address} onInput={set('address')} />
          </div>
          <button type="submit" className="btn btn-outline" disabled={busy}>
            {t('Send code')}
          </button>
        </form>
      ) : (
        <form className="stack" onSubmit={verify}>
          <Field
            name="dd-code"
            label={t('6-digit code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            maxLength={6}
            value={code}
            onInput={(e) => setCode(e.currentTarget.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('Confirm e-mail')}
          </button>
        </form>
      )}
    </details>
  );
}
