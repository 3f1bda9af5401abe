import type { LowPack } from '../../../domain/backoffice/dashboard';

/** Packs at or below their alert level, each pack on its own line (shared with the stock page). */
export function LowStockList({ packs }: { packs: LowPack[] }) {
  return packs.length ? (
    <ul className="admin-list">
      {packs.map((p) => (
        <li key={`${p.productId} ${p.pack}`}>
          <a href={`/admin/products/${p.productId}#stock`}>{p.title}</a>, {p.pack}: <strong>{p.stock}</strong> left (alert at {p.threshold})
        </li>
      ))}
    </ul>
  ) : (
    <p>Every pack is above its low-stock threshold.</p>
  );
}
