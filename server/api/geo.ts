import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pincodeDetails, reverseGeocode } from '../../domain/addresses/geo';
import type { Services } from '../services';
import { pincodeSchema, reverseGeocodeSchema } from './schemas/geo';

// Address form helpers: PIN code → city and state; position → place.

export function geoApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/pincode/:pin', { config: { access: 'public' }, schema: pincodeSchema }, async (request, reply) => {
    const place = pincodeDetails(request.params.pin);
    reply.header('cache-control', 'public, max-age=86400');
    return { status: true, pincode: place.pincode, city: place.city, state: place.state, country: place.country };
  });

  api.post('/api/geocode/reverse', { config: { access: 'customer' }, schema: reverseGeocodeSchema }, async (request) => {
    const { lat, lng } = request.body;
    const place = await reverseGeocode(services.geocoder, services.limits, request.user!.id, lat, lng);
    return { status: true, ...place };
  });
}
