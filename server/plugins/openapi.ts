import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { zodSerializer, zodValidator } from '../api/parse';
import { isApiPath } from './errors';

// Every API route declares Zod schemas for its params, query, body and
// answers: Fastify validates requests and answers with them, and the OpenAPI
// 3.1 document at /api/openapi.json (readable at /api/docs) is made from them.
// Pages (HTML forms) are not part of the document.

export async function registerOpenApi(app: FastifyInstance, publicUrl: string) {
  app.setValidatorCompiler(zodValidator);
  app.setSerializerCompiler(zodSerializer);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mitti Biotech shop API',
        version: '1.0.0',
        description:
          'The shop\'s REST API. The calls of the original web client keep their paths, payloads and answers. Send the session token from `POST /api/login` in `Authorization`, raw or as `Bearer <token>`; the literal `null` means "not logged in". Money is in rupees. Answers are in English unless the client asks for Hindi or Marathi with `?lang=hi` or `?lang=mr`, or with `Accept-Language` (`hi-IN`, `mr`): then the catalogue\'s texts (titles, descriptions, crops, dosage, categories, …) and the `message` of every answer are translated, with the same fields and shapes; each answer says its language in `Content-Language`.',
      },
      servers: [{ url: publicUrl }],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    transformObject: jsonSchemaTransformObject,
    // Only the API: pages, assets, health and the docs themselves stay out.
    transform: (input) => {
      if (!isApiPath(input.url) || input.url.startsWith('/api/docs')) return { schema: { ...input.schema, hide: true }, url: input.url };
      const out = jsonSchemaTransform(input);
      // Calls that need a login say so (the token in Authorization).
      if (input.route.config?.access && input.route.config.access !== 'public') out.schema = { ...out.schema, security: [{ session: [] }] };
      return out;
    },
  });
  // The reference's pages and files are public, like the document.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false, uiConfig: { docExpansion: 'list', deepLinking: true } });
}

/** GET /api/openapi.json: the document, for code generators and validators. */
export function openApiRoute(app: FastifyInstance) {
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
