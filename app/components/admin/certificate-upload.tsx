import { certificatePath } from '../../../domain/catalog/certificates';
import type { ActionFailure } from '../../framework/page';
import { FormAlert } from './inline-forms';
import { SelectField } from './select-field';

interface CertifiableLot {
  id: string;
  batch: string;
  title: string;
  pack: string;
  expiresOn: string;
  certifiedAt: string | null;
}

/** The stock page's form for a batch's certificate of analysis (PDF), and the batches that have one. */
export function CertificateUpload({ lots, action }: { lots: CertifiableLot[]; action?: ActionFailure }) {
  const certified = lots.filter((l) => l.certifiedAt);
  return (
    <section id="certificates" className="card admin-card stack" aria-labelledby="coa-title">
      <h2 id="coa-title" className="section-title">
        Certificates of analysis, per batch
      </h2>
      <FormAlert action={action} />
      {lots.length === 0 ? (
        <p>No batch is in stock: receive stock with a batch number on a product’s page first.</p>
      ) : (
        <form method="post" encType="multipart/form-data" className="admin-form-row">
          <input type="hidden" name="intent" value="certificate" />
          <SelectField
            name="lot"
            label="Batch"
            options={lots.map((l) => ({
              value: l.id,
              label: `${l.batch} · ${l.title} · ${l.pack} (expires ${l.expiresOn})${l.certifiedAt ? ' ✓' : ''}`,
            }))}
            value={action?.values?.lot}
          />
          <div className="field">
            <label htmlFor="f-certificate">Certificate (PDF, up to 5 MB)</label>
            <input id="f-certificate" name="certificate" type="file" accept="application/pdf,.pdf" required />
            {action?.errors?.certificate && <p className="field-error">{action.errors.certificate}</p>}
          </div>
          <button type="submit" className="btn btn-primary">
            Upload
          </button>
        </form>
      )}
      {certified.length > 0 && (
        <ul>
          {[...new Set(certified.map((l) => l.batch))].map((batch) => (
            <li key={batch}>
              <a href={certificatePath(batch)}>Batch {batch} (PDF)</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
