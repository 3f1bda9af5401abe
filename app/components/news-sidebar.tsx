import { tk } from '../../domain/i18n/translate';
import type { LatestNews } from '../../domain/updates/news';
import { LatestNewsList } from './news-card';
import { SectionNav } from './section-nav';

export const UPDATE_SECTIONS = [
  { href: '/updates/news', label: tk('News and Events') },
  { href: '/updates/blog', label: tk('Blogs') },
];

/**
 * The Updates sidebar (SPEC.md §2): News and Events or Blogs — plain links, so it works without JavaScript —
 * and, when given, the newest news with their dates.
 */
export function NewsSidebar({ current, latest }: { current: 'news' | 'blog'; latest?: LatestNews }) {
  const nav = <SectionNav label={tk('Updates')} links={UPDATE_SECTIONS} current={`/updates/${current}`} />;
  if (!latest) return nav;
  return (
    <div>
      {nav}
      <LatestNewsList latest={latest} />
    </div>
  );
}
