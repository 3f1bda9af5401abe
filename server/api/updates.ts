import type { FastifyInstance } from 'fastify';
import { listBlogs, toApiBlog } from '../../domain/updates/blogs';
import { listNews, toApiNews } from '../../domain/updates/news';
import { listTeam, toApiTeamMember } from '../../domain/updates/team';
import type { Services } from '../services';
import { blogSchema, newsSchema, teamSchema } from './schemas/updates';

// SPEC.md §7: GET /api/get/News (the original sends a Bearer token: accepted,
// not required), GET /api/get/Blog and GET /api/get/teams — public arrays.

export function updatesApi(app: FastifyInstance, services: Services) {
  const { db } = services;
  const open = { access: 'public' } as const;
  app.get('/api/get/News', { config: open, schema: newsSchema }, async () => (await listNews(db)).map(toApiNews));
  app.get('/api/get/Blog', { config: open, schema: blogSchema }, async () => (await listBlogs(db)).map(toApiBlog));
  app.get('/api/get/teams', { config: open, schema: teamSchema }, async () => (await listTeam(db)).map(toApiTeamMember));
}
