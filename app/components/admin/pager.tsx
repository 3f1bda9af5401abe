/** Previous / next links over a server-paginated list, keeping the other query parameters. */
export function Pager({ page, pages, query }: { page: number; pages: number; query: string }) {
  if (pages <= 1) return null;
  const href = (p: number) => {
    const q = new URLSearchParams(query);
    q.set('page', String(p));
    return `?${q}`;
  };
  return (
    <nav aria-label="Pages" className="admin-pager">
      {page > 1 ? <a href={href(page - 1)}>← Previous</a> : <span aria-hidden="true" />}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? <a href={href(page + 1)}>Next →</a> : <span aria-hidden="true" />}
    </nav>
  );
}
