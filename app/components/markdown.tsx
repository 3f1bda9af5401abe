/**
 * A company page's body, written by staff in content/pages as Markdown and
 * turned into HTML on the server (trusted content, never user input).
 */
export function Markdown({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`prose-page ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
