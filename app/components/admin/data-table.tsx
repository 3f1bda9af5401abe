import type { ReactNode } from 'react';

/** How many there are (announced), then a table that scrolls sideways on a phone. */
export function DataTable({ count, noun, columns, children }: { count?: number; noun?: string; columns: string[]; children: ReactNode }) {
  return (
    <>
      {count !== undefined && noun && (
        <p className="admin-count" role="status">
          {count} {noun}
          {count === 1 ? '' : 's'}
        </p>
      )}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </>
  );
}
