import { checkReviewText, parseRating } from '../../domain/catalog/review-rules';
import { problemOf } from '../../domain/validation';
import { formSchema } from '../framework/form';

export const reviewForm = formSchema(
  ['rating', 'text'],
  (v) => problemOf(() => parseRating(v.rating)) ?? problemOf(() => checkReviewText(v.text)),
);
