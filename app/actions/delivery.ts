import { checkPin, type Serviceability } from '../../domain/delivery/zones';
import { DomainError } from '../../domain/errors';
import type { PageContext } from '../framework/page';

const PIN_COOKIE = 'pin';

/**
 * The PIN code a visitor asked about (`?pin=`, then remembered for a year in
 * a cookie) or asked about before, and what delivery there looks like for
 * this amount; null when none is known. A malformed PIN answers its message.
 */
export async function deliveryForVisitor(
  ctx: PageContext,
  amountPaise?: number,
  fallbackPin?: string | null,
): Promise<{ pin: string; result: Serviceability | null; error: string | null } | null> {
  const asked = ctx.query.get('pin')?.trim();
  const pin = asked || ctx.request.cookies?.[PIN_COOKIE] || fallbackPin;
  if (!pin) return null;
  try {
    const result = await checkPin(ctx.services.db, pin, amountPaise);
    if (asked)
      ctx.reply.setCookie(PIN_COOKIE, result.pin, {
        path: '/',
        maxAge: 365 * 86_400,
        sameSite: 'lax',
        httpOnly: true,
        secure: ctx.services.config.secure,
      });
    return { pin: result.pin, result, error: null };
  } catch (e) {
    if (e instanceof DomainError && asked) return { pin: asked, result: null, error: e.message };
    return null;
  }
}
