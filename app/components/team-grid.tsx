import { TEAM_PHOTO_HEIGHT_PX } from '../../domain/constants';
import type { TeamMember } from '../../domain/updates/team';
import { useT } from '../framework/i18n';

const PHOTO_WIDTH_PX = 320;

/** The team (GET /api/get/teams data): portrait, name and position. */
export function TeamGrid({ team }: { team: TeamMember[] }) {
  const t = useT();
  return (
    <ul className="team-grid">
      {team.map((m) => (
        <li key={m.id} className="team-member">
          <img src={m.image} alt="" width={PHOTO_WIDTH_PX} height={TEAM_PHOTO_HEIGHT_PX} loading="lazy" className="team-photo" />
          <p className="team-name">{t(m.name)}</p>
          <p className="team-position">{t(m.position)}</p>
        </li>
      ))}
    </ul>
  );
}
