import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, inject } from 'vitest';

// The e2e server's own SQLite database, opened read-only beside it: a journey
// asserts what was stored (the one amount, the one address), not only what a
// page shows.

export interface StoredOrder {
  id: string;
  totalPaise: number;
  shippingPaise: number;
  paymentMethod: string;
  paymentStatus: string;
  status: string;
  addressId: string | null;
  address: { name: string; pincode: string; city: string; state: string; address: string };
  lines: { title: string; pack: string; quantity: number; pricePaise: number }[];
}

export interface StoredCartLine {
  productId: string;
  variantId: string;
  pack: string;
  quantity: number;
}

export function useShopDb() {
  let db: Database.Database | undefined;
  const open = () => (db ??= new Database(join(inject('dataDir'), 'shop.db'), { readonly: true, fileMustExist: true }));
  afterAll(() => db?.close());
  const orderOf = (r: Record<string, string | number>): StoredOrder => ({
    id: String(r.id),
    totalPaise: Number(r.total_paise),
    shippingPaise: Number(r.shipping_paise),
    paymentMethod: String(r.payment_method),
    paymentStatus: String(r.payment_status),
    status: String(r.status),
    addressId: r.address_id === null ? null : String(r.address_id),
    address: JSON.parse(String(r.address_snapshot)),
    lines: (
      open().prepare('select title, pack, quantity, price_paise from order_lines where order_id = ? order by id').all(r.id) as Record<
        string,
        string | number
      >[]
    ).map((l) => ({ title: String(l.title), pack: String(l.pack), quantity: Number(l.quantity), pricePaise: Number(l.price_paise) })),
  });
  const ORDER_COLUMNS = 'id, total_paise, shipping_paise, payment_method, payment_status, status, address_id, address_snapshot';
  const userId = (email: string) =>
    (open().prepare('select id from users where email_lower = ?').get(email.toLowerCase()) as { id: string } | undefined)?.id;
  return {
    userId,
    /** The customer's orders, newest first. */
    orders(email: string): StoredOrder[] {
      const rows = open()
        .prepare(`select ${ORDER_COLUMNS} from orders where user_id = ? order by created_at desc, id desc`)
        .all(userId(email) ?? '') as Record<string, string | number>[];
      return rows.map(orderOf);
    },
    /** One order as stored, or undefined. */
    order(id: string): StoredOrder | undefined {
      const row = open().prepare(`select ${ORDER_COLUMNS} from orders where id = ?`).get(id) as Record<string, string | number> | undefined;
      return row && orderOf(row);
    },
    /** A record's stored translation of one field (crop by its slug, product by its id). */
    translation(entity: 'crop' | 'product', key: string, field: string, lang: 'hi' | 'mr'): string | undefined {
      const id =
        entity === 'crop' ? (open().prepare('select id from crops where slug = ?').get(key) as { id: string } | undefined)?.id : key;
      const row = open()
        .prepare('select text from content_translations where entity = ? and entity_id = ? and field = ? and lang = ?')
        .get(entity, id ?? '', field, lang) as { text: string } | undefined;
      return row?.text;
    },
    /** The bodies of the mails the shop wrote to this address, oldest first. */
    mails(email: string): { subject: string; body: string }[] {
      return open()
        .prepare('select subject, body from mails where lower(to_address) = ? order by created_at, id')
        .all(email.toLowerCase()) as { subject: string; body: string }[];
    },
    /** The lines of the customer's cart (pack by its label). */
    cart(email: string): StoredCartLine[] {
      return (
        open()
          .prepare(
            `select i.product_id, i.variant_id, v.pack as pack, i.quantity from cart_items i
             join carts c on c.id = i.cart_id left join product_variants v on v.id = i.variant_id
             where c.user_id = ? order by i.created_at, i.id`,
          )
          .all(userId(email) ?? '') as Record<string, string | number>[]
      ).map((r) => ({
        productId: String(r.product_id),
        variantId: String(r.variant_id),
        pack: String(r.pack),
        quantity: Number(r.quantity),
      }));
    },
  };
}
