import { formatInr } from '../../../domain/money';
import type { OrderQuote } from '../../../domain/orders/quote';
import { DataTable } from './data-table';

/** A draft order's lines as the quote prices them today: one row per pack. */
export function QuoteLines({ quote }: { quote: Pick<OrderQuote, 'lines'> }) {
  return (
    <DataTable count={quote.lines.length} noun="line" columns={['Product', 'Pack', 'Qty', 'Unit price', 'Line']}>
      {quote.lines.map((l) => (
        <tr key={l.variantId}>
          <td>{l.title}</td>
          <td>{l.pack}</td>
          <td>{l.quantity}</td>
          <td>{formatInr(l.unitPaise)}</td>
          <td>{formatInr(l.linePaise)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
