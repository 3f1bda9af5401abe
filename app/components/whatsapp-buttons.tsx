import type { Product } from '../../domain/catalog/products';
import { WHATSAPP_CHAT_TEXT } from '../../domain/messages-phone';
import { formatInr } from '../../domain/money';
import { useT } from '../framework/i18n';
import { useSite } from '../framework/site';

// WhatsApp on the product and contact pages (decision 026): chat with the
// company (click-to-chat, the message prefilled), and on a product page share
// it with its link and its from-price. Plain links: they open WhatsApp (the
// app on a phone, WhatsApp Web elsewhere) in a new tab.

function WhatsAppIcon() {
  return (
    <svg className="whatsapp-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2c-1.6 0-3.1-.4-4.4-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.5l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5c-.2 0-.5.1-.7.3-.2.3-.9.9-.9 2.2s.9 2.5 1 2.7c.1.2 1.8 2.8 4.4 3.9 1.6.7 2.3.8 3.1.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z"
      />
    </svg>
  );
}

const wa = (number: string, text: string) => `https://wa.me/${number}?text=${encodeURIComponent(text)}`;

/** Chat on WhatsApp (about this product, when there is one) and, on a product page, Share on WhatsApp. */
export function WhatsAppButtons({ product, contact }: { product?: Pick<Product, 'id' | 'title' | 'pricePaise'>; contact?: boolean }) {
  const t = useT();
  const { company, publicUrl } = useSite();
  const chatText = product ? t(WHATSAPP_CHAT_TEXT.product, { product: product.title }) : t(WHATSAPP_CHAT_TEXT.contact);
  const unbroken = company.whatsapp.replaceAll(' ', '\u00a0'); // the number wraps as a whole
  // Each name begins with what the button shows (a voice user says what they see).
  const chatLabel = product
    ? t('Chat on WhatsApp about {product} (opens in a new tab)', { product: product.title })
    : t('Chat on WhatsApp: {number} (opens in a new tab)', { number: company.whatsapp });
  return (
    <div className={contact ? 'whatsapp-buttons container-page' : 'whatsapp-buttons'}>
      <a
        className="btn btn-outline btn-whatsapp"
        href={wa(company.whatsappHref, chatText)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={chatLabel}
        data-testid="whatsapp-chat"
      >
        <WhatsAppIcon />
        {product ? t('Chat on WhatsApp') : t('Chat on WhatsApp: {number}', { number: unbroken })}
      </a>
      {product && (
        <a
          className="btn btn-outline btn-whatsapp"
          href={`https://wa.me/?text=${encodeURIComponent(
            t(WHATSAPP_CHAT_TEXT.share, {
              product: product.title,
              price: formatInr(product.pricePaise),
              link: `${publicUrl}/product_details/${product.id}`,
            }),
          )}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('Share on WhatsApp: {product} (opens in a new tab)', { product: product.title })}
          data-testid="whatsapp-share"
        >
          <WhatsAppIcon />
          {t('Share on WhatsApp')}
        </a>
      )}
    </div>
  );
}
