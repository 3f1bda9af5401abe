import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addReview, parseRating } from '../../domain/catalog/reviews';
import { MSG } from '../../domain/messages';
import type { Services } from '../services';
import { reviewSchema } from './schemas/reviews';

// SPEC.md §7: PATCH /add-review/{id} {rating, text} → {msg}. Login required.

export function reviewsApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.patch('/add-review/:id', { config: { access: 'customer' }, schema: reviewSchema }, async (request) => {
    const { rating, text, review } = request.body;
    await addReview(services.db, request.params.id, request.user!.id, { rating: parseRating(rating), text: text || review });
    return { status: true, msg: MSG.reviewSuccess, message: MSG.reviewSuccess };
  });
}
