import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addReview, parseRating } from '../../domain/catalog/reviews';
import { MSG } from '../../domain/messages';
import type { Services } from '../services';
import { looseText, parse } from './parse';

// SPEC.md §7: PATCH /add-review/{id} {rating, text} → {msg}. Login required.

const reviewBody = z.object({ rating: z.unknown().optional(), text: looseText, review: looseText });

export function reviewsApi(app: FastifyInstance, services: Services) {
  app.patch('/add-review/:id', { config: { access: 'customer' } }, async (request) => {
    const { id } = request.params as { id: string };
    const body = parse(reviewBody, request.body);
    await addReview(services.db, id, request.user!.id, { rating: parseRating(body.rating), text: body.text || body.review });
    return { status: true, msg: MSG.reviewSuccess, message: MSG.reviewSuccess };
  });
}
