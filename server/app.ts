import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { UPLOAD_FILES_MAX } from './forms/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { HEADERS_TIMEOUT_MS, JSON_BODY_LIMIT_BYTES, RESUME_MAX_BYTES } from '../domain/constants';
import { errorPages, PAGE_SEGMENTS, registerPages } from './pages';
import { accountsApi } from './api/accounts';
import { careersApi } from './api/careers';
import { updatesApi } from './api/updates';
import { ordersApi } from './api/orders';
import { invoicesApi } from './api/invoices';
import { creditApi } from './api/credit';
import { certificatesApi } from './api/certificates';
import { courierApi } from './api/courier-webhook';
import { returnsApi } from './api/returns';
import { quotesApi } from './api/quotes';
import { otpApi } from './api/otp';
import { mobileLoginApi } from './api/mobile-login';
import { paymentsApi } from './api/payments';
import { catalogApi } from './api/catalog';
import { cropsApi } from './api/crops';
import { enquiriesApi } from './api/enquiries';
import { reviewsApi } from './api/reviews';
import { addressesApi } from './api/addresses';
import { cartApi } from './api/cart';
import { geoApi } from './api/geo';
import { contactApi } from './api/contact';
import { seoApi } from './api/seo';
import { registerApiLanguage } from './api/language';
import { adminAuthApi } from './api/admin/auth';
import { adminOrdersApi } from './api/admin/orders';
import { adminLeadsApi } from './api/admin/leads';
import { adminPriceListsApi } from './api/admin/price-lists';
import { adminCatalogueApi } from './api/admin/catalogue';
import { adminCareersApi } from './api/admin/careers';
import { adminTranslationsApi } from './api/admin/translations';
import { registerAuth } from './plugins/auth';
import { answerClientError, isMalformedPath, MALFORMED_PATH, registerErrorHandling } from './plugins/errors';
import { registerHealth } from './plugins/health';
import { openApiRoute, registerOpenApi } from './plugins/openapi';
import { registerSecurity, securityHeadersFor } from './plugins/security';
import { registerApiFormOrigin } from './plugins/form-origin';
import { registerLanguages, withoutLangPrefix } from './plugins/languages';
import { registerSharedPages } from './plugins/shared-pages';
import { registerPersonalPages } from './plugins/personal-pages';
import { registerCompression } from './plugins/compression';
import { registerStatic } from './plugins/static';
import { registerMedia } from './plugins/media';
import type { Services } from './services';
import { createLogger, OneLineARequest } from './logging';
import { createRequestMetrics } from './metrics';
import { frontDoor, type FrontDoor } from './front-door';

export interface RouteEntry {
  method: string;
  url: string;
  access?: string;
  page: boolean;
  /** Which Zod schemas the route declares (the OpenAPI document is made from them). */
  schemas: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    routeList: RouteEntry[];
  }
}

/** How long an idle keep-alive connection stays open (Fastify's own default). */
const KEEP_ALIVE_MS = 72_000;
/** While the server closes, how often connections with no request under way are closed. */
const IDLE_CLOSE_DELAY_MS = 250;

/** TRUST_PROXY: true/false, or addresses and presets ('loopback', '10.0.0.0/8', comma-separated). */
function trustProxyOf(value: string): boolean | string {
  return value === 'true' || value === 'false' ? value === 'true' : value;
}

/** The whole shop on one Fastify instance: pages, REST API and assets. Does not listen. */
export async function buildApp(services: Services, opts: { logTo?: DestinationStream } = {}): Promise<FastifyInstance> {
  const logger = createLogger(services.config.LOG_LEVEL, opts.logTo);
  const metrics = createRequestMetrics();
  const securityHeaders = securityHeadersFor(services.config);
  let front: FrontDoor | null = null;
  const app = Fastify({
    // Kept answers go out before Fastify when they can (front-door.ts); the rest as Fastify's own server would.
    serverFactory: (handler) => {
      // A request's headers and body must arrive in time: slow senders are cut off (408) and their connection closed.
      const requestTimeout = services.config.REQUEST_TIMEOUT_MS;
      const headersTimeout = Math.min(HEADERS_TIMEOUT_MS, requestTimeout);
      const server = createServer(
        {
          requestTimeout,
          headersTimeout,
          keepAliveTimeout: KEEP_ALIVE_MS,
          connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(headersTimeout / 4))),
        },
        (req, res) => {
          // Shutting down: each connection closes after its current answer, so no client sends another on it.
          if (services.state.draining) res.setHeader('connection', 'close');
          return front?.serve(req, res) || handler(req, res);
        },
      );
      // On close, Node drops at once every connection with no request under way, and with them
      // requests already sent but not yet read (the client sees a reset). Drop them a moment
      // later instead, when what was sent has been read (and answered 503, Connection: close).
      const closeIdle = server.closeIdleConnections.bind(server);
      server.closeIdleConnections = () => {
        const sweep = setInterval(closeIdle, IDLE_CLOSE_DELAY_MS);
        server.once('close', () => clearInterval(sweep));
      };
      return server;
    },
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    logController: new OneLineARequest(),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    clientErrorHandler: answerClientError,
    trustProxy: trustProxyOf(services.config.TRUST_PROXY),
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // `/contactforR%26D` and `/contactforR&D` are the same page; `/hi/cart` is
    // routed as `/cart` (the language is read back from the address: plugins/languages.ts).
    rewriteUrl: (req) => {
      const url = req.url ?? '/';
      const q = url.indexOf('?');
      const path = q === -1 ? url : url.slice(0, q);
      // `/%ff`, `/%`: no route can match; the not-found handler answers in the shop's words (plugins/errors.ts).
      if (isMalformedPath(path)) return MALFORMED_PATH;
      return withoutLangPrefix(/%26/i.test(path) ? path.replace(/%26/gi, '&') + (q === -1 ? '' : url.slice(q)) : url);
    },
  });

  // The route table, for the policy and fuzz tests (and anyone curious).
  const routes: RouteEntry[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) {
      // Read when asked: a later onRoute hook may still declare the access.
      routes.push({
        method,
        url: r.url,
        page: !!r.config?.page,
        schemas: Object.keys(r.schema ?? {}),
        get access() {
          return r.config?.access;
        },
      });
    }
  });

  // An answer that started before the shutdown and goes out during it closes its connection too.
  app.addHook('onSend', async (_request, reply) => {
    if (services.state.draining) reply.header('connection', 'close');
  });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: JSON_BODY_LIMIT_BYTES });
  // Uploads: files of at most 5 MB each (a résumé, a product photo, up to 4 photos of a return) and a few short fields per request.
  await app.register(multipart, {
    limits: { fileSize: RESUME_MAX_BYTES, files: UPLOAD_FILES_MAX, fields: 120, fieldSize: 2000, parts: 124, headerPairs: 100 },
  });
  await registerSecurity(app, services, securityHeaders);
  registerApiFormOrigin(app, services); // a form post to the API from another site's page, with the session cookie: refused
  // Before the shared cache: a Hindi visitor on an English address is sent on first.
  registerLanguages(app, services, PAGE_SEGMENTS);
  registerSharedPages(app, services);
  registerApiLanguage(app); // after the shared cache: its Vary and its answers kept per language
  registerPersonalPages(app, services); // its preHandler runs after auth's preValidation: it keys on the customer
  registerCompression(app); // after the caches: what they keep is the page itself, and they send their own compressed copies
  await registerOpenApi(app, services.config.PUBLIC_URL);
  const pages = errorPages(services);
  registerErrorHandling(app, pages);
  await registerStatic(app, services);

  // Every route below declares who may call it (see plugins/auth.ts).
  await app.register(async (scope) => {
    registerAuth(scope, services, pages);
    registerHealth(scope, services, metrics);
    registerMedia(scope, services);
    openApiRoute(scope);
    accountsApi(scope, services);
    catalogApi(scope, services);
    cropsApi(scope, services);
    reviewsApi(scope, services);
    enquiriesApi(scope, services);
    cartApi(scope, services);
    addressesApi(scope, services);
    geoApi(scope, services);
    contactApi(scope, services);
    seoApi(scope, services);
    ordersApi(scope, services);
    invoicesApi(scope, services);
    creditApi(scope, services);
    certificatesApi(scope, services);
    paymentsApi(scope, services);
    courierApi(scope, services);
    returnsApi(scope, services);
    quotesApi(scope, services);
    otpApi(scope, services);
    mobileLoginApi(scope, services);
    careersApi(scope, services);
    updatesApi(scope, services);
    adminAuthApi(scope, services);
    adminOrdersApi(scope, services);
    adminLeadsApi(scope, services);
    adminPriceListsApi(scope, services);
    adminCatalogueApi(scope, services);
    adminCareersApi(scope, services);
    adminTranslationsApi(scope, services);
    registerPages(scope, services);
  });

  front = frontDoor({
    pages: services.pages,
    securityHeaders,
    metrics,
    log: app.log,
    ownPrices: (token) => services.sessions.knownOwnPrices(token),
  });
  app.addHook('preClose', (done) => {
    front?.close();
    done();
  });
  return app;
}
