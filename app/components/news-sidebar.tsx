import { SectionNav } from './section-nav';

export const UPDATE_SECTIONS = [
  { href: '/updates/news', label: 'News and Events' },
  { href: '/updates/blog', label: 'Blogs' },
];

/** The Updates sidebar (SPEC.md §2): News and Events or Blogs — plain links, so it works without JavaScript. */
export function NewsSidebar({ current }: { current: 'news' | 'blog' }) {
  return <SectionNav label="Updates" links={UPDATE_SECTIONS} current={`/updates/${current}`} />;
}
