import type { Db } from '../../db/client';

// What staff see of a customer's reminders (their back-office page): the
// cart-reminder consent, whether they stopped reminders, the alerts waiting,
// and every reminder sent, held or skipped with why.

export const REMINDER_KIND_LABEL = {
  back_in_stock: 'Back in stock',
  abandoned_cart: 'Cart left',
  payment_failed: 'Payment failed',
} as const;

export async function customerReminders(db: Db, userId: string) {
  const [who, reminders, waiting] = await Promise.all([
    db.selectFrom('reminder_recipients').select(['cart_consent', 'stopped_at']).where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('reminders')
      .select(['id', 'kind', 'status', 'due_at', 'sent_at', 'note', 'outbox_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(50)
      .execute(),
    db
      .selectFrom('stock_alerts')
      .innerJoin('products as p', 'p.id', 'stock_alerts.product_id')
      .innerJoin('product_variants as v', 'v.id', 'stock_alerts.variant_id')
      .select(['stock_alerts.id', 'p.id as productId', 'p.title', 'v.pack', 'stock_alerts.created_at as createdAt'])
      .where('stock_alerts.user_id', '=', userId)
      .where('stock_alerts.status', '=', 'waiting')
      .orderBy('stock_alerts.created_at', 'desc')
      .execute(),
  ]);
  return {
    cartConsent: Number(who?.cart_consent ?? 0) === 1,
    stoppedAt: who?.stopped_at ?? null,
    reminders: reminders.map((r) => ({
      id: r.id,
      kind: REMINDER_KIND_LABEL[r.kind] ?? r.kind,
      status: r.status,
      dueAt: r.due_at,
      sentAt: r.sent_at,
      note: r.note,
      outboxId: r.outbox_id,
    })),
    waiting,
  };
}

export type CustomerReminders = Awaited<ReturnType<typeof customerReminders>>;
