import { z } from 'zod';
import { answers } from './common';

const news = z
  .object({
    _id: z.string(),
    title: z.string(),
    description: z.string(),
    image: z.string(),
    slug: z.string(),
    link: z.string(),
    publishedAt: z.string(),
  })
  .meta({ id: 'News' });
const blog = z
  .object({
    _id: z.string(),
    heading: z.string(),
    description: z.string(),
    image: z.string(),
    Link: z.string(),
    slug: z.string(),
    publishedAt: z.string(),
  })
  .meta({ id: 'BlogPost' });
const teamMember = z.object({ _id: z.string(), image: z.string(), name: z.string(), position: z.string() }).meta({ id: 'TeamMember' });

const client = z
  .object({ _id: z.string(), image: z.string(), company_name: z.string(), description: z.string() })
  .meta({ id: 'ClientCompany' });

export const newsSchema = { summary: 'News and events, newest first', tags: ['updates'], response: answers({ 200: z.array(news) }) };
export const blogSchema = { summary: 'Blog posts, newest first', tags: ['updates'], response: answers({ 200: z.array(blog) }) };
export const teamSchema = { summary: 'The team', tags: ['updates'], response: answers({ 200: z.array(teamMember) }) };
export const clientsSchema = { summary: 'Client companies', tags: ['updates'], response: answers({ 200: z.array(client) }) };
