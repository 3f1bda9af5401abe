import { careersPage } from '../../domain/careers/page';
import { listJobs, type ShownJob } from '../../domain/careers/jobs';
import { company } from '../../domain/content/company';
import { translatorFor } from '../../domain/i18n/dictionaries';
import { MSG } from '../../domain/messages';
import { langOf, type Shown } from '../../domain/translations/store';
import { listTeam, type TeamMember } from '../../domain/updates/team';
import { JobCard } from '../components/job-card';
import { Markdown } from '../components/markdown';
import { PageHeader } from '../components/page-header';
import { PerkList } from '../components/perk-list';
import { TeamGrid } from '../components/team-grid';
import { useT } from '../framework/i18n';
import { rich } from '../ui/rich';
import { definePage, pageNotFound } from '../framework/page';

interface Data {
  content: NonNullable<Awaited<ReturnType<typeof careersPage>>>;
  jobs: ShownJob[];
  team: (TeamMember & Shown)[];
}

/** SPEC.md §2 Careers: perks, culture and current openings; also the team. */
export default definePage<Data>({
  path: '/career',
  async load(ctx) {
    const content = await careersPage(ctx.services.db, ctx.lang);
    if (!content) throw pageNotFound();
    const [jobs, team] = await Promise.all([listJobs(ctx.services.db, ctx.lang), listTeam(ctx.services.db, ctx.lang)]);
    return { content, jobs, team };
  },
  head: ({ content, jobs }, ctx) => {
    const t = translatorFor(ctx.lang);
    return {
      title: `${content.page.title} | ${company.shortName}`,
      description: `${t('{count, plural, one {# open position.} other {# open positions.}}', { count: jobs.filter((j) => j.status === 'Open').length })} ${content.page.description}`,
    };
  },
  Component: ({ data }) => <Careers {...data} />,
});

function Careers({ content, jobs, team }: Data) {
  const t = useT();
  return (
    <>
      <PageHeader
        title={content.page.heading}
        titleLang={langOf(content.page, 'heading')}
        lead={t(
          'Microbiology, production, quality control, R&D, sales and field agronomy jobs at our Chakan plant, Pune office and across India.',
        )}
      />
      <div className="container-page careers">
        <section aria-labelledby="openings-title" className="careers-block">
          <h2 id="openings-title" className="careers-heading">
            {t('Current openings')}
          </h2>
          {jobs.length === 0 ? (
            <p className="empty-note">{t(MSG.noJobs)}</p>
          ) : (
            <div className="grid gap-4 md:grid-cols-2 min-[75rem]:grid-cols-3">
              {jobs.map((j) => (
                <JobCard key={j.id} job={j} />
              ))}
            </div>
          )}
          <p className="mt-4">
            {rich(t('No role that fits? Email your resume to {email} with the team you are interested in.'), {
              email: <a href={`mailto:${company.hrEmail}`}>{company.hrEmail}</a>,
            })}
          </p>
        </section>

        <section aria-label={t('Our culture')} className="careers-block careers-prose">
          <Markdown html={content.cultureHtml} lang={langOf(content.page, 'body')} />
        </section>

        {content.perks.length > 0 && (
          <section aria-labelledby="perks-title" className="careers-block">
            <h2 id="perks-title" className="careers-heading">
              {t('Perks')}
            </h2>
            <PerkList perks={content.perks} lang={langOf(content.page, 'body')} />
          </section>
        )}

        {content.afterHtml.trim() && (
          <section aria-label={t('How to apply')} className="careers-block careers-prose">
            <Markdown html={content.afterHtml} lang={langOf(content.page, 'body')} />
          </section>
        )}

        {content.sections.length > 0 && (
          <nav aria-labelledby="more-title" className="careers-block">
            <h2 id="more-title" className="careers-heading">
              {t('More about working here')}
            </h2>
            <ul className="grid gap-4 md:grid-cols-3">
              {content.sections.map((s) => (
                <li key={s.slug}>
                  <a href={`/${s.slug}`} className="card career-link">
                    <span className="career-link-title" lang={langOf(s, 'heading')}>
                      {s.heading}
                    </span>
                    <span className="career-link-text" lang={langOf(s, 'description')}>
                      {s.description}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}

        {team.length > 0 && (
          <section aria-labelledby="team-title" className="careers-block">
            <h2 id="team-title" className="careers-heading">
              {t('Our team')}
            </h2>
            <TeamGrid team={team} />
          </section>
        )}
      </div>
    </>
  );
}
