import { addToCart } from '../../domain/cart/cart';
import { DEFAULT_ADD_QUANTITY } from '../../domain/constants';
import { DomainError } from '../../domain/errors';
import type { PageContext } from '../framework/page';

// A visitor who taps Add to Cart is sent to log in; what they asked for waits
// in a short-lived cookie and goes into their cart as they log in.

const PENDING_COOKIE = 'pending_add';

interface PendingAdd {
  product: string;
  variant: string;
  quantity: string;
}

export function rememberAdd(ctx: PageContext, add: PendingAdd) {
  const value = Buffer.from(JSON.stringify(add)).toString('base64url');
  ctx.reply.setCookie(PENDING_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.services.config.secure,
    maxAge: 30 * 60,
  });
}

/** Puts the remembered item in the cart of the customer who just logged in; answers whether it went in. */
export async function addRemembered(ctx: PageContext, userId: string): Promise<boolean> {
  const raw = ctx.request.cookies?.[PENDING_COOKIE];
  if (!raw) return false;
  ctx.reply.clearCookie(PENDING_COOKIE, { path: '/' });
  try {
    const add = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<PendingAdd>;
    if (typeof add.product !== 'string') return false;
    await addToCart(ctx.services.db, userId, add.product, add.quantity || DEFAULT_ADD_QUANTITY, add.variant);
    return true;
  } catch (e) {
    if (e instanceof DomainError || e instanceof SyntaxError) return false; // gone, out of stock or a tampered cookie: the login itself stands
    throw e;
  }
}
