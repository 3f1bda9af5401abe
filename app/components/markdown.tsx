/**
 * A company page's body, written by staff as Markdown and turned into HTML on
 * the server by renderStaffMarkdown (domain/content/staff-markdown.ts), which
 * cleans it by an allow-list: give it nothing else.
 */
export function Markdown({ html, className = '', lang }: { html: string; className?: string; lang?: 'en' }) {
  return <div className={`prose-page ${className}`} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
