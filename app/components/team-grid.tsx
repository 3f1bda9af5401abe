import { TEAM_PHOTO_HEIGHT_PX } from '../../domain/constants';
import { langOf, type Shown } from '../../domain/translations/store';
import type { TeamMember } from '../../domain/updates/team';

const PHOTO_WIDTH_PX = 320;

/** The team (GET /api/get/teams data): portrait, name and position, in the page's language where translated. */
export function TeamGrid({ team }: { team: (TeamMember & Shown)[] }) {
  return (
    <ul className="team-grid">
      {team.map((m) => (
        <li key={m.id} className="team-member">
          <img src={m.image} alt="" width={PHOTO_WIDTH_PX} height={TEAM_PHOTO_HEIGHT_PX} loading="lazy" className="team-photo" />
          <p className="team-name" lang={langOf(m, 'name')}>
            {m.name}
          </p>
          <p className="team-position" lang={langOf(m, 'position')}>
            {m.position}
          </p>
        </li>
      ))}
    </ul>
  );
}
