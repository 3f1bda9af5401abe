import { pageHref } from './page-language';

// A product listing changed in place: the filtered page is fetched as HTML and
// its heading and results replace the current ones, the address bar follows,
// and focus stays where it was. Any failure falls back to loading the page.

const PARTS = ['.catalog-head', '.catalog-results'];
/** Sent with the element whose new markup has islands to wake (the page script wakes them). */
export const CONTENT_ADDED = 'content:added';
/** Whether this page has put a listing in the history, and listens for going back through them. */
let pushed = false;
let listening = false;

/** Shows the listing at `url` without a reload; false when it could not (the caller then navigates). */
export async function showListing(url: string): Promise<boolean> {
  let doc: Document;
  let finalUrl: string;
  try {
    const res = await fetch(pageHref(url), { headers: { accept: 'text/html' } });
    if (!res.ok) return false;
    finalUrl = res.url; // a category chosen as ?category=… is redirected to its own path
    doc = new DOMParser().parseFromString(await res.text(), 'text/html');
  } catch {
    return false;
  }
  const pairs = PARTS.map((sel) => [document.querySelector(sel), doc.querySelector(sel)] as const);
  if (pairs.some(([now, next]) => !now || !next)) return false;
  for (const [now, next] of pairs) {
    // The result count is a live region: change its text so the new count is announced.
    const count = now!.querySelector('.result-count');
    const nextCount = next!.querySelector('.result-count');
    if (count && nextCount) {
      count.textContent = nextCount.textContent;
      nextCount.remove();
      for (const child of [...now!.children]) if (child !== count) child.remove();
      now!.append(...next!.childNodes);
    } else {
      now!.replaceChildren(...next!.childNodes);
    }
    document.dispatchEvent(new CustomEvent(CONTENT_ADDED, { detail: now }));
  }
  document.title = doc.title;
  history.pushState({ listing: true }, '', finalUrl);
  pushed = true;
  return true;
}

/** Back and forward through filtered listings load that listing (its filter form then shows its choices too). */
export function followHistory() {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', (e) => {
    if (pushed || e.state?.listing) location.reload();
  });
}
