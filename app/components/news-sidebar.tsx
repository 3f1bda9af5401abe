import { tk } from '../../domain/i18n/translate';
import { SectionNav } from './section-nav';

export const UPDATE_SECTIONS = [
  { href: '/updates/news', label: tk('News and Events') },
  { href: '/updates/blog', label: tk('Blogs') },
];

/** The Updates sidebar (SPEC.md §2): News and Events or Blogs — plain links, so it works without JavaScript. */
export function NewsSidebar({ current }: { current: 'news' | 'blog' }) {
  return <SectionNav label={tk('Updates')} links={UPDATE_SECTIONS} current={`/updates/${current}`} />;
}
