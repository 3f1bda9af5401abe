// The checkout's price box and payment choices follow the address chosen,
// at once: when a delivery-address radio changes, the checkout page is asked
// again for that address (a GET of the same page, as without JavaScript) and
// each island that follows it takes the props the server rendered it with.
// Nothing about money is worked out here. The address bar follows too, so a
// reload shows the same choice; any failure loads that page instead.

interface Follower {
  update(props: unknown): void;
  busy(on: boolean): void;
}

const followers = new Map<string, Follower>();
let listening = false;
/** The latest address asked about: an older answer arriving late is dropped. */
let asked = 0;

/** Follows the address chosen: `island` is the follower's own island name (its props are read from the page's answer). */
export function followAddress(island: string, follower: Follower): () => void {
  followers.set(island, follower);
  if (!listening) {
    listening = true;
    document.addEventListener('change', (e) => {
      const radio = e.target as HTMLInputElement | null;
      if (radio?.matches?.('input[type="radio"][name="address"]') && radio.checked) void showAddress(radio.value);
    });
  }
  return () => followers.delete(island);
}

/** The checkout page's address for this delivery address, with the payment method now chosen. */
function addressUrl(address: string): URL {
  const url = new URL(location.href);
  url.hash = '';
  url.searchParams.delete('confirm');
  url.searchParams.set('address', address);
  const payment = document.querySelector<HTMLInputElement>('input[name="paymentMethod"]:checked')?.value;
  if (payment) url.searchParams.set('payment', payment);
  return url;
}

async function showAddress(address: string) {
  const mine = ++asked;
  const url = addressUrl(address);
  for (const f of followers.values()) f.busy(true);
  try {
    const res = await fetch(url, { headers: { accept: 'text/html' } });
    if (!res.ok || new URL(res.url).pathname !== url.pathname) throw new Error(`checkout answered ${res.status}`);
    const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
    if (mine !== asked) return;
    const answers = [...followers].map(
      ([name, f]) => [f, doc.querySelector(`[data-island="${name}"]`)?.getAttribute('data-props')] as const,
    );
    if (answers.some(([, props]) => !props)) throw new Error('checkout answered without its price box');
    for (const [f, props] of answers) f.update(JSON.parse(props!));
    history.replaceState(history.state, '', url);
  } catch {
    if (mine === asked) location.assign(url); // the server shows the page for this address
    return;
  } finally {
    if (mine === asked) for (const f of followers.values()) f.busy(false);
  }
}
