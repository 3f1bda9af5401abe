import { addToCart, getCart } from '../../domain/cart/cart';
import { withTitlesIn } from '../../domain/catalog/localize';
import { DEFAULT_ADD_QUANTITY, NEW_ACCOUNT_GREETING_MS } from '../../domain/constants';
import type { SessionUser } from '../../domain/accounts/sessions';
import { addDosePacks } from '../../domain/crops/calculator';
import type { CalculatorValues } from '../components/calculator-form';
import { DomainError } from '../../domain/errors';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { MSG } from '../../domain/messages';
import type { PageContext, Redirect, Toast } from '../framework/page';
import { redirect } from '../framework/page';
import { safeNext } from '../framework/safe-next';

// What a visitor tapped before being asked to sign in (Add to Cart with its
// pack and quantity, Buy now, the calculator's "Add these packs") waits in a
// short-lived cookie. Every way of signing in (e-mail and password, a code by
// SMS, a new account) ends in `finishSignIn`: the session starts, the tapped
// thing goes into the cart, and the buyer goes back where they were (the
// checkout for Buy now) told what was added. Logged-in taps use `putInCart`,
// the very same step.

const PENDING_COOKIE = 'pending_add';
/** Set when a sign-in made the account: the home page greets "Welcome", not "Welcome back". */
const NEW_ACCOUNT_COOKIE = 'new_account';
const PENDING_MAX_AGE_S = 30 * 60;

/** Add to Cart or Buy now: the product, its pack and the quantity typed. */
export interface AddIntent {
  kind: 'add';
  product: string;
  variant: string;
  quantity: string;
  buyNow?: boolean;
}

/** The calculator's "Add these packs to cart": its questions (the packs are worked out again). */
export interface DoseIntent extends CalculatorValues {
  kind: 'dose';
}

export type Intent = AddIntent | DoseIntent;

function remember(ctx: PageContext, intent: Intent) {
  const value = Buffer.from(JSON.stringify(intent)).toString('base64url');
  ctx.reply.setCookie(PENDING_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.services.config.secure,
    maxAge: PENDING_MAX_AGE_S,
  });
}

/** Keeps a visitor's Add to Cart or Buy now until they sign in. */
export function rememberAdd(ctx: PageContext, add: Omit<AddIntent, 'kind'>) {
  remember(ctx, { kind: 'add', ...add });
}

/** Keeps a visitor's "Add these packs to cart" (the calculator's questions) until they sign in. */
export function rememberDosePacks(ctx: PageContext, form: Omit<DoseIntent, 'kind'>) {
  const { product, crop, area, unit, state, method } = form;
  remember(ctx, { kind: 'dose', product, crop, area, unit, state, method });
}

/** The remembered intent, taken (the cookie is cleared), or null for none or a tampered one. */
function takeRemembered(ctx: PageContext): Intent | null {
  const raw = ctx.request.cookies?.[PENDING_COOKIE];
  if (!raw) return null;
  ctx.reply.clearCookie(PENDING_COOKIE, { path: '/' });
  try {
    const v = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Record<string, unknown>;
    const s = (k: string) => (typeof v[k] === 'string' ? (v[k] as string).slice(0, 100) : '');
    if (typeof v.product !== 'string') return null;
    if (v.kind === 'dose')
      return {
        kind: 'dose',
        product: s('product'),
        crop: s('crop'),
        area: s('area'),
        unit: s('unit'),
        state: s('state'),
        method: s('method'),
      };
    // An older cookie has no kind: an Add to Cart.
    return { kind: 'add', product: s('product'), variant: s('variant'), quantity: s('quantity'), buyNow: v.buyNow === true };
  } catch {
    return null;
  }
}

/** What went in: "2 × 4 kg Mycorrhiza", per line. */
export interface AddedLine {
  quantity: number;
  pack: string;
  title: string;
}

/**
 * Puts an intent in the customer's cart: an Add to Cart (a Buy now of a pack
 * already in the cart adds nothing more) or the calculator's packs. Answers
 * what went in and where a Buy now goes; a refusal throws the DomainError.
 */
export async function putInCart(ctx: PageContext, userId: string, intent: Intent): Promise<{ lines: AddedLine[]; checkout?: string }> {
  const { db } = ctx.services;
  if (intent.kind === 'dose') {
    const plan = await addDosePacks(db, userId, intent, ctx.lang);
    return { lines: plan.packs.map((p) => ({ quantity: p.quantity, pack: p.pack, title: plan.product.title })) };
  }
  const product = intent.product.trim();
  const variant = intent.variant.trim();
  const quantity = intent.quantity || DEFAULT_ADD_QUANTITY; // as typed: ' 5' is refused like '0x10' (checkQuantity)
  const sameLine = (i: { productId: string; variantId: string }) => i.productId === product && (!variant || i.variantId === variant);
  const before = intent.buyNow ? (await getCart(db, userId)).items.find(sameLine) : undefined;
  const cart = before ? null : await addToCart(db, userId, product, quantity, variant);
  const added = before ? undefined : cart!.items.find(sameLine);
  const [line] = added ? await withTitlesIn(db, ctx.lang, [added]) : []; // named in the page's language
  const lines = line ? [{ quantity: Number(quantity), pack: line.pack, title: line.title }] : [];
  const checkout = intent.buyNow ? `/checkout?${new URLSearchParams({ product, ...(variant ? { variant } : {}) })}` : undefined;
  return { lines, checkout };
}

/** "2 × 4 kg Mycorrhiza, 1 × 1 kg Mycorrhiza added to your cart." in the page's language. */
export function addedText(ctx: PageContext, lines: AddedLine[]): string {
  const t = translatorFor(ctx.lang);
  const items = lines.map((l) => t(MSG.cartLine, { quantity: l.quantity, pack: l.pack, title: l.title })).join(', ');
  return t(MSG.addedToCart, { items });
}

/**
 * The end of every sign-in (e-mail, SMS code, new account): starts the
 * session, puts what was tapped before in the cart, and goes back to `next`
 * (the checkout for a Buy now) with a message that greets a new account as
 * new and says what was added, or why it could not be.
 */
export async function finishSignIn(
  ctx: PageContext,
  signedIn: { token: string; user: SessionUser; created?: boolean },
  next: string,
  /** What to say instead of "Logged in Successfully" (a new password set). */
  said?: string,
): Promise<Redirect> {
  const t = translatorFor(ctx.lang);
  const { token, user, created = false } = signedIn;
  ctx.session.start(token);
  if (created) {
    ctx.reply.setCookie(NEW_ACCOUNT_COOKIE, user.id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.services.config.secure,
      maxAge: NEW_ACCOUNT_GREETING_MS / 1000,
    });
  }
  const greeting = created ? t(MSG.welcomeNew, { name: user.username }) : t(said ?? MSG.loginSuccess);
  const to = safeNext(next);
  const intent = takeRemembered(ctx);
  if (!intent) return redirect(to, { type: 'success', text: greeting });
  try {
    const { lines, checkout } = await putInCart(ctx, user.id, intent);
    const toast: Toast = { type: 'success', text: lines.length ? `${greeting} ${addedText(ctx, lines)}` : greeting };
    return redirect(checkout ?? to, toast);
  } catch (e) {
    // Gone, out of stock or a changed calculator: the sign-in itself stands, and says so.
    if (!(e instanceof DomainError)) throw e;
    return redirect(to, { type: 'info', text: `${greeting} ${t(MSG.notAddedAfterSignIn)} ${t(e.message)}` });
  }
}

/** Whether the signed-in customer's account was made by this browser's sign-in lately (greet "Welcome", not "Welcome back"). */
export function greetsAsNew(ctx: PageContext): boolean {
  return !!ctx.user && ctx.request.cookies?.[NEW_ACCOUNT_COOKIE] === ctx.user.id;
}
