import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { DEFAULT_COUNTRY } from '../../domain/constants';
import { LABEL, MSG } from '../../domain/messages';
import { ADDRESS_FIELDS, addressForm } from '../forms/addresses';
import { tk } from '../../domain/i18n/translate';
import { parseForm } from '../framework/form';
import { useLang, useT } from '../framework/i18n';
import { Field } from '../ui/field';
import { FormErrors } from '../ui/form-errors';

export interface AddressFormProps {
  action: string;
  next: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  submitLabel: string;
}

type Values = Record<(typeof ADDRESS_FIELDS)[number], string>;

/**
 * The address form of SPEC.md §2. Posts to the server, which checks it again;
 * in the browser it checks first, fills city and state from a 6-digit PIN and
 * offers "Use My current Location".
 */
export function AddressFormFields({ action, next, values, errors: serverErrors, submitLabel }: AddressFormProps) {
  const t = useT();
  const lang = useLang();
  const [v, setV] = useState<Values>(() => {
    const init = Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, values[k] ?? ''])) as Values;
    // Kept in English (GST and delivery read them), shown in the page's language; saved back in English.
    for (const k of ['city', 'state', 'country'] as const) init[k] = t(init[k]);
    init.country ||= t(DEFAULT_COUNTRY);
    init.addressType ||= 'home';
    return init;
  });
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors);
  const [status, setStatus] = useState('');
  const [locating, setLocating] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const lastPin = useRef('');
  useEffect(() => setEnhanced(true), []);

  const set = (k: keyof Values, value: string) => setV((old) => ({ ...old, [k]: value }));
  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    set(e.currentTarget.name as keyof Values, e.currentTarget.value);

  // City and state the PIN filled in: a later PIN replaces only these, never what the customer typed.
  const filled = useRef({ city: '', state: '' });
  const lookupPin = async (raw: string) => {
    const pin = raw.replace(/\s/g, '');
    if (!/^[1-9]\d{5}$/.test(pin) || pin === lastPin.current) return;
    lastPin.current = pin;
    let place: { city: string; state: string; country?: string } | null = null;
    let message: string = MSG.pincodeUnknown;
    try {
      // City, state and country come back in the page's language.
      const res = await fetch(`/api/pincode/${pin}?lang=${lang}`, { headers: { accept: 'application/json' } });
      const body = await res.json();
      if (res.ok) place = body;
      else message = body.message ?? message;
    } catch {
      // offline: as unknown
    }
    setV((old) => {
      const ours = (k: 'city' | 'state') => !old[k] || old[k] === filled.current[k];
      const next = { ...old };
      for (const k of ['city', 'state'] as const) if (ours(k)) next[k] = place?.[k] ?? '';
      if (place?.country) next.country = place.country;
      filled.current = { city: ours('city') ? next.city : '', state: ours('state') ? next.state : '' };
      return next;
    });
    setStatus(place ? `${place.city}, ${place.state}` : t(message));
  };

  const onPin = (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    set('pincode', value);
    void lookupPin(value);
  };

  const useLocation = () => {
    if (!('geolocation' in navigator)) {
      set('locality', t(MSG.geoNotSupported));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async (pos) => {
        try {
          const res = await fetch(`/api/geocode/reverse?lang=${lang}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({ lat: pos.coords.latitude, lng: pos.coords.longitude }),
          });
          const body = await res.json();
          if (res.ok) {
            lastPin.current = body.pincode;
            filled.current = { city: body.city ?? '', state: body.state ?? '' };
            setV((old) => ({
              ...old,
              pincode: body.pincode || old.pincode,
              city: body.city || old.city,
              state: body.state || old.state,
              country: body.country || old.country,
              locality: body.locality || old.locality,
            }));
            setStatus(t('Filled from your location. Please check it and add your house and street.'));
          } else {
            set('locality', t(res.status === 404 ? MSG.geoNotFound : MSG.geoAddressError));
          }
        } catch {
          set('locality', t(MSG.geoAddressError));
        } finally {
          setLocating(false);
        }
      },
      () => {
        set('locality', t(MSG.geoError));
        setLocating(false);
      },
      { timeout: 15000, maximumAge: 0 },
    );
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const checked = parseForm(addressForm, v);
    if (checked.ok) return;
    e.preventDefault();
    setErrors(checked.errors);
    formRef.current?.querySelector<HTMLElement>(`[name="${checked.first.field}"]`)?.focus();
  };

  const field = (name: keyof Values, label: string, extra: Record<string, unknown> = {}) => (
    <Field id={`addr-${name}`} name={name} label={label} value={v[name]} onChange={onChange} error={errors[name]} {...extra} />
  );

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      className="address-form"
      noValidate={enhanced}
      onSubmit={onSubmit}
      data-testid="address-form"
    >
      <input type="hidden" name="next" value={next} />
      <FormErrors errors={errors} />
      {enhanced && (
        <button type="button" className="btn btn-outline w-full sm:w-auto" onClick={useLocation} disabled={locating}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path
              fill="currentColor"
              d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8m8.94 3A9 9 0 0 0 13 3.06V1h-2v2.06A9 9 0 0 0 3.06 11H1v2h2.06A9 9 0 0 0 11 20.94V23h2v-2.06A9 9 0 0 0 20.94 13H23v-2zM12 19a7 7 0 1 1 0-14 7 7 0 0 1 0 14"
            />
          </svg>
          {locating ? t('Finding your location…') : t(LABEL.useMyLocation)}
        </button>
      )}
      <div className="address-grid">
        {field('name', t('Name'), { autoComplete: 'name', required: true, maxLength: 100 })}
        {field('mobile', t('Mobile number'), {
          type: 'tel',
          inputMode: 'numeric',
          autoComplete: 'tel-national',
          required: true,
          maxLength: 14,
        })}
        {field('pincode', t('PIN code'), {
          inputMode: 'numeric',
          autoComplete: 'postal-code',
          required: true,
          maxLength: 7,
          onChange: onPin,
          hint: (
            <span aria-live="polite" data-testid="pin-status">
              {status}
            </span>
          ),
        })}
        {field('locality', t('Locality'), { autoComplete: 'address-level3', required: true, maxLength: 120 })}
        <div className="field address-wide">
          <label htmlFor="addr-address">{t('Address (house no., building, street, area)')}</label>
          <textarea
            id="addr-address"
            name="address"
            rows={3}
            required
            maxLength={500}
            autoComplete="street-address"
            value={v.address}
            onChange={onChange}
            aria-invalid={errors.address ? true : undefined}
            aria-describedby={errors.address ? 'addr-address-error' : undefined}
          />
          {errors.address && (
            <p id="addr-address-error" className="field-error">
              {t(errors.address)}
            </p>
          )}
        </div>
        {field('city', t('City / District'), { autoComplete: 'address-level2', required: true, maxLength: 80 })}
        {field('state', t('State'), { autoComplete: 'address-level1', required: true, maxLength: 80 })}
        {field('country', t('Country'), { autoComplete: 'country-name', required: true, maxLength: 60 })}
        {field('landmark', t('Landmark (optional)'), { maxLength: 120 })}
        {field('alternatePhone', t('Alternate phone (optional)'), { type: 'tel', inputMode: 'numeric', maxLength: 14 })}
      </div>
      <details className="address-gst" open={Boolean(v.gstin || v.businessName || errors.gstin || errors.businessName)}>
        <summary>{t(LABEL.gstInvoiceToggle)}</summary>
        <div className="address-grid">
          {field('gstin', t('GSTIN (optional)'), {
            maxLength: 15,
            autoCapitalize: 'characters',
            spellCheck: false,
            hint: t(LABEL.gstinHint),
          })}
          {field('businessName', t('Business name (as registered for GST)'), { autoComplete: 'organization', maxLength: 120 })}
        </div>
      </details>
      <fieldset className="address-types" aria-describedby={errors.addressType ? 'addr-type-error' : undefined}>
        <legend>{t('Address type')}</legend>
        {(
          [
            ['home', tk('Home [address type]'), LABEL.homeDelivery],
            ['office', tk('Office [address type]'), LABEL.officeDelivery],
          ] as const
        ).map(([value, title, note]) => (
          <div key={value} className="address-type">
            <input
              id={`addr-type-${value}`}
              type="radio"
              name="addressType"
              value={value}
              checked={v.addressType === value}
              onChange={() => set('addressType', value)}
            />
            <label htmlFor={`addr-type-${value}`}>
              <strong>{t(title)}</strong> <span className="text-muted">({t(note)})</span>
            </label>
          </div>
        ))}
        {errors.addressType && (
          <p id="addr-type-error" className="field-error">
            {t(errors.addressType)}
          </p>
        )}
      </fieldset>
      <button type="submit" className="btn btn-accent w-full sm:w-auto">
        {t(submitLabel)}
      </button>
    </form>
  );
}
