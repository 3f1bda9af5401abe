import type { Db } from '../client';
import { newId } from '../ids';
import { seedBlogs, seedClients, seedJobs, seedNews, seedTeam } from './content-data';

/** Jobs, news, blogs, client companies and the team, each once, in one transaction. */
export async function seedContent(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await trx.selectFrom('jobs').select('id').limit(1).execute()).length) {
      for (const j of seedJobs) {
        await trx
          .insertInto('jobs')
          .values({
            id: newId(),
            position: j.position,
            location: j.location,
            status: j.status,
            description: j.description,
            experience: j.experience,
            qualification: j.qualification,
            salary: j.salary,
            roles: JSON.stringify(j.roles),
            posted_at: j.postedAt,
          })
          .execute();
      }
    }
    if (!(await trx.selectFrom('news').select('id').limit(1).execute()).length) {
      for (const n of seedNews) {
        await trx
          .insertInto('news')
          .values({ id: newId(), slug: n.slug, title: n.title, description: n.description, image: n.image, published_at: n.publishedAt })
          .execute();
      }
    }
    if (!(await trx.selectFrom('blogs').select('id').limit(1).execute()).length) {
      for (const b of seedBlogs) {
        await trx
          .insertInto('blogs')
          .values({
            id: newId(),
            slug: b.slug,
            heading: b.heading,
            description: b.description,
            image: b.image,
            link: b.link,
            published_at: b.publishedAt,
          })
          .execute();
      }
    }
    if (!(await trx.selectFrom('client_companies').select('id').limit(1).execute()).length) {
      for (const [i, c] of seedClients.entries()) {
        await trx
          .insertInto('client_companies')
          .values({ id: newId(), company_name: c.companyName, description: c.description, image: c.image, position: i })
          .execute();
      }
    }
    if (!(await trx.selectFrom('team_members').select('id').limit(1).execute()).length) {
      for (const [i, t] of seedTeam.entries()) {
        await trx
          .insertInto('team_members')
          .values({ id: newId(), name: t.name, position: t.position, image: t.image, position_order: i })
          .execute();
      }
    }
  });
}
