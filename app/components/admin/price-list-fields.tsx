import type { PriceListRow } from '../../../domain/companies/price-lists';
import { Field } from '../../ui/field';

// A price list's own fields: its name, whom it is for (one group or one
// company) and its schedule in India time.

/** An ISO time as staff typed it (India time, "2026-04-01T09:00"). */
export const indiaTime = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 16) : '');

export function PriceListFields({
  groups,
  companies,
  saved,
  company = '',
  values = {},
}: {
  groups: { id: string; name: string }[];
  companies: { id: string; legalName: string }[];
  saved: PriceListRow | null;
  company?: string;
  values?: Record<string, string>;
}) {
  const v = (k: string, fallback: string) => values[k] ?? fallback;
  return (
    <>
      <Field name="name" label="Name (buyers read it: “Dealer prices 2026”)" defaultValue={v('name', saved?.name ?? '')} required />
      <div className="field">
        <label htmlFor="f-groupId">For the customer group</label>
        <select id="f-groupId" name="groupId" defaultValue={v('groupId', saved?.groupId ?? '')}>
          <option value="">—</option>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="f-companyId">or for one company (contract prices)</label>
        <select id="f-companyId" name="companyId" defaultValue={v('companyId', saved?.companyId ?? company)}>
          <option value="">—</option>
          {companies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.legalName}
            </option>
          ))}
        </select>
      </div>
      <Field
        name="startsAt"
        label="Starts (India time; empty: now)"
        type="datetime-local"
        defaultValue={v('startsAt', indiaTime(saved?.startsAt ?? null))}
      />
      <Field
        name="endsAt"
        label="Ends (empty: no end)"
        type="datetime-local"
        defaultValue={v('endsAt', indiaTime(saved?.endsAt ?? null))}
      />
    </>
  );
}
