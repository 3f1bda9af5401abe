import { nextMorning } from '../../domain/reminders/clock';
import type { TestApp } from '../setup/test-app';

// The journey of a coupon, a failed payment and a back-in-stock alert reads
// pages as a customer and staff see them and moves the reminder worker's clock:
// these are its small readers and that clock.

/** Every figure (paise) a page shows under this test id, in page order. */
export const figuresOf = (html: string, testId: string): number[] =>
  [...html.matchAll(new RegExp(`data-testid="${testId}"[^>]*data-paise="(\\d+)"`, 'g'))].map((m) => Number(m[1]));

/** The one figure a page shows under this test id (null: none shown). */
export const figureOf = (html: string, testId: string): number | null => figuresOf(html, testId)[0] ?? null;

/** The total (paise) the checkout's price box showed, as the place-order form carries it. */
export const shownTotalOf = (html: string): number => Number(/name="shownTotal" value="(\d+)"/.exec(html)?.[1]);

/** A page as a signed-in reader (customer or staff) opens it. */
export const pageAs = (t: TestApp, url: string, token: string) =>
  t.app.inject({ url, headers: { accept: 'text/html', authorization: token } });

/** A JSON call of the API, as the shop's own scripts make it. */
export const apiAs = (t: TestApp, method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: token }, ...(payload && { payload }) });

/**
 * The reminder worker's clock, by minutes from the next 08:00 IST (when quiet
 * hours end): `clock(-5)` is 07:55 IST, still quiet; `clock(5)` 08:05 IST;
 * `clock(24 * 60 + 30)` 08:30 IST the next day.
 */
export function reminderClock(from = new Date()) {
  const morning = nextMorning(from).getTime();
  return (minutes: number) => new Date(morning + minutes * 60_000);
}

/**
 * What a message says before its link: the translated text with `{link}` left
 * open, so a message can be checked word for word and its link read after it.
 */
export function beforeLink(translate: (text: string, vars: Record<string, string>) => string, text: string, vars: Record<string, string>) {
  const MARK = '\u0000';
  return translate(text, { ...vars, link: MARK }).split(MARK)[0];
}

/** The link that follows `lead` in a message's body (up to the next space or line end). */
export function linkAfter(body: string, lead: string): string | null {
  const at = body.indexOf(lead);
  if (at === -1) return null;
  return /^\S+/.exec(body.slice(at + lead.length))?.[0] ?? null;
}
