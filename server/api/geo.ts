import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pincodeDetails, reverseGeocode } from '../../domain/addresses/geo';
import type { Services } from '../services';
import { parse } from './parse';

// Address form helpers: PIN code → city and state; position → place.

const reverseBody = z.object({
  lat: z.coerce.number({ message: 'Please send a valid latitude and longitude.' }),
  lng: z.coerce.number({ message: 'Please send a valid latitude and longitude.' }),
});

export function geoApi(app: FastifyInstance, services: Services) {
  app.get<{ Params: { pin: string } }>('/api/pincode/:pin', { config: { access: 'public' } }, async (request, reply) => {
    const place = pincodeDetails(request.params.pin);
    reply.header('cache-control', 'public, max-age=86400');
    return { status: true, pincode: place.pincode, city: place.city, state: place.state, country: place.country };
  });

  app.post('/api/geocode/reverse', { config: { access: 'customer' } }, async (request) => {
    const { lat, lng } = parse(reverseBody, request.body);
    const place = await reverseGeocode(services.geocoder, services.limits, request.user!.id, lat, lng);
    return { status: true, ...place };
  });
}
