/**
 * The header's product search. Without JavaScript it is a plain GET form to
 * /search; the catalogue's suggestions enhance it.
 */
export function SearchBox({ id, initial = '' }: { id: string; initial?: string }) {
  return (
    <form action="/search" method="get" role="search" className="search-box">
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input id={id} name="search" type="search" defaultValue={initial} placeholder="Search products" autoComplete="off" />
      <button type="submit" aria-label="Search" className="search-submit">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path fill="currentColor" d="M10 4a6 6 0 1 0 3.9 10.6l4.7 4.7 1.4-1.4-4.7-4.7A6 6 0 0 0 10 4m0 2a4 4 0 1 1 0 8 4 4 0 0 1 0-8" />
        </svg>
      </button>
    </form>
  );
}
