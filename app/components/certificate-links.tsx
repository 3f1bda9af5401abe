import { certificatePath } from '../../domain/catalog/certificates';
import { useT } from '../framework/i18n';

/** Links to batches' certificates of analysis (PDF), on an order and on a product's page. */
export function CertificateLinks({ batches }: { batches: string[] }) {
  const t = useT();
  if (!batches.length) return null;
  return (
    <ul className="order-documents" data-testid="certificates">
      {batches.map((batch) => (
        <li key={batch}>
          <a href={certificatePath(batch)}>{t('Certificate of analysis, batch {batch} (PDF)', { batch })}</a>
        </li>
      ))}
    </ul>
  );
}
