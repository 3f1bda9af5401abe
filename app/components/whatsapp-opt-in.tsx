import { useT } from '../framework/i18n';

/** The checkout's "order updates on WhatsApp" box; its form attribute ties it to the place-order form. */
export function WhatsAppOptInBox({ checked, mobile, form }: { checked: boolean; mobile: string; form: string }) {
  const t = useT();
  return (
    <label className="check-row whatsapp-opt-in">
      <input type="checkbox" name="whatsapp" value="on" form={form} defaultChecked={checked} />
      <span>{t('Send me order updates on WhatsApp at +91 {mobile}.', { mobile })}</span>
    </label>
  );
}
