import type { FastifyInstance } from 'fastify';
import { listClients } from '../../domain/content/clients';
import { listBlogs } from '../../domain/updates/blogs';
import { listNews } from '../../domain/updates/news';
import { listTeam } from '../../domain/updates/team';
import type { Services } from '../services';
import { apiLanguage } from './language';
import { blogSchema, clientsSchema, newsSchema, teamSchema } from './schemas/updates';
import { toApiBlog, toApiClient, toApiNews, toApiTeamMember } from './shapes/content';

// SPEC.md §7: GET /api/get/News (the original sends a Bearer token: accepted,
// not required), GET /api/get/Blog and GET /api/get/teams — public arrays; and
// GET /api/get/Client, the client companies the about page shows.

export function updatesApi(app: FastifyInstance, services: Services) {
  const { db } = services;
  const base = services.config.PUBLIC_URL;
  const open = { access: 'public' } as const;
  // Texts in the asked language (`?lang=`, Accept-Language), English where not translated.
  app.get('/api/get/News', { config: open, schema: newsSchema }, async (request) =>
    (await listNews(db, apiLanguage(request))).map((n) => toApiNews(n, base)),
  );
  app.get('/api/get/Blog', { config: open, schema: blogSchema }, async (request) =>
    (await listBlogs(db, apiLanguage(request))).map((b) => toApiBlog(b, base)),
  );
  app.get('/api/get/teams', { config: open, schema: teamSchema }, async (request) =>
    (await listTeam(db, apiLanguage(request))).map((m) => toApiTeamMember(m, base)),
  );
  app.get('/api/get/Client', { config: open, schema: clientsSchema }, async (request) =>
    (await listClients(db, apiLanguage(request))).map((c) => toApiClient(c, base)),
  );
}
