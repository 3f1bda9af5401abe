import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { badRequest } from '../errors';
import { RETURN_MSG } from './messages';

// Where a Cash on Delivery refund goes: a UPI id or a bank account the
// customer gives with the return. Stored sealed (AES-256-GCM under the shop's
// payout key) and shown masked; only staff who pay it out open it, audited.

export type Payout = { kind: 'upi'; upi: string } | { kind: 'bank'; holder: string; account: string; ifsc: string };

const UPI = /^[a-z0-9._-]{2,64}@[a-z][a-z0-9]{1,31}$/i;
const ACCOUNT = /^\d{9,18}$/;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** The customer's form as a payout, checked; null when they gave none. */
export function readPayout(input: { upi?: string; holder?: string; account?: string; ifsc?: string }): Payout | null {
  const upi = (input.upi ?? '').trim();
  const account = (input.account ?? '').replace(/\s/g, '');
  const ifsc = (input.ifsc ?? '').trim().toUpperCase();
  const holder = (input.holder ?? '').trim();
  if (upi) {
    if (!UPI.test(upi)) throw badRequest(RETURN_MSG.upiInvalid, 'upi');
    return { kind: 'upi', upi: upi.toLowerCase() };
  }
  if (!account && !ifsc && !holder) return null;
  if (!ACCOUNT.test(account) || !IFSC.test(ifsc) || holder.length < 2 || holder.length > 100)
    throw badRequest(RETURN_MSG.bankInvalid, 'account');
  return { kind: 'bank', holder, account, ifsc };
}

/** How pages show it: enough to recognise, not enough to use. */
export function maskPayout(p: Payout): string {
  if (p.kind === 'upi') {
    const [name, bank] = p.upi.split('@');
    return `${name.slice(0, 2)}•••@${bank}`;
  }
  return `A/c ••••${p.account.slice(-4)}, ${p.ifsc}`;
}

const keyOf = (secret: string) => createHash('sha256').update(`payout-accounts:${secret}`).digest();

/** Sealed as `v1.<iv>.<tag>.<ciphertext>` (base64url). */
export function sealPayout(p: Payout, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(p), 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((x) => (typeof x === 'string' ? x : x.toString('base64url'))).join('.');
}

/** Opens a sealed payout; throws when the key is not the one it was sealed with. */
export function openPayout(sealed: string, secret: string): Payout {
  const [v, iv, tag, body] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || !body) throw new Error('Not a sealed payout');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return JSON.parse(Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')) as Payout;
}
