import { RATING_MAX, REVIEW_TEXT_MAX } from '../constants';
import { badRequest } from '../errors';
import { MSG } from '../messages';

// A review's rules, free of the database so the browser checks with them too.

export function parseRating(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > RATING_MAX) throw badRequest(MSG.ratingRequired, 'rating');
  return n;
}

export function checkReviewText(text: string): string {
  const t = text.trim();
  if (t.length > REVIEW_TEXT_MAX) throw badRequest(MSG.reviewTooLong, 'text');
  return t;
}
