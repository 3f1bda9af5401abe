import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pincodeDetails, placeIn, reverseGeocode } from '../../domain/addresses/geo';
import { apiLanguage } from './language';
import { checkPin } from '../../domain/delivery/zones';
import { toRupees } from '../../domain/money';
import type { Services } from '../services';
import { pincodeSchema, reverseGeocodeSchema, serviceabilitySchema } from './schemas/geo';

// Address form helpers: PIN code → city and state; position → place; and
// whether (and how) the shop delivers to a PIN code.

export function geoApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/pincode/:pin', { config: { access: 'public' }, schema: pincodeSchema }, async (request, reply) => {
    // City, state and country in the asker's language (the address form asks in the page's).
    const place = pincodeDetails(request.params.pin, apiLanguage(request));
    reply.header('cache-control', 'public, max-age=86400');
    reply.header('vary', 'accept-language');
    return { status: true, pincode: place.pincode, city: place.city, state: place.state, country: place.country };
  });

  api.get('/api/serviceability/:pin', { config: { access: 'public' }, schema: serviceabilitySchema }, async (request) => {
    const amount = request.query.amount === undefined ? undefined : Math.round(request.query.amount * 100);
    const s = await checkPin(services.db, request.params.pin, amount);
    return {
      pin: s.pin,
      serviceable: s.serviceable,
      cod: s.cod,
      etaDays: s.etaDays,
      shipping: toRupees(s.shippingPaise),
      district: s.district,
      state: s.state,
      deliveryBy: s.deliveryBy,
      codLimit: toRupees(s.codLimitPaise),
      freeAbove: toRupees(s.freeAbovePaise),
    };
  });

  api.post('/api/geocode/reverse', { config: { access: 'customer' }, schema: reverseGeocodeSchema }, async (request) => {
    const { lat, lng } = request.body;
    const place = await reverseGeocode(services.geocoder, services.limits, request.user!.id, lat, lng);
    return { status: true, ...placeIn(place, apiLanguage(request)) };
  });
}
