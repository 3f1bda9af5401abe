import { createHash } from 'node:crypto';
import { DEFAULT_LANG, splitLangPath, type Lang } from '../../domain/i18n/languages';
import { COMPRESS_FROM_BYTES, compressBody } from './compress';

// What a visitor without a session sees is the same for every such visitor:
// the catalogue API's answers and the public pages. They are kept here, whole
// and precompressed, keyed by URL, and all thrown away together whenever
// something that could change them is written (any successful write request,
// a background job that did work), so stock shown never outlives a purchase.
// An entry also lapses after a minute: pages carry dates ("delivery by",
// "best before") that move with the clock. A saved translation empties only
// its language's entries: the pages under /hi/ or /mr/ and the API answers
// asked in that language.

export interface CachedResponse {
  type: string;
  body: Buffer;
  etag: string;
  storedAt: number;
  /** The route that made it ('/api/getall/categories', '/product_details/:id'), for the request metrics. */
  route?: string;
  br?: Buffer;
  gzip?: Buffer;
  /** Settles when br and gzip are made (or failed: then the body goes out as it is). */
  compressed: Promise<void>;
}

export const SHARED_PAGE_TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;

/** How long others wait for the first miss of a key to be rendered before rendering it themselves. */
export const RENDER_WAIT_MS = 2_000;

/**
 * The key of an answer: page ('html') or data, the API's language when not
 * English, and the address as sent ('/hi/cart' for a Hindi page).
 */
export const answerKeyOf = (kind: 'html' | 'data', apiLang: Lang | null, original: string) =>
  `${kind}${apiLang && apiLang !== DEFAULT_LANG ? `:${apiLang}` : ''} ${original}`;

/** The language an answer kept under `key` is in: the API's as asked, else its page address's. */
export function languageOfKey(key: string): Lang {
  const space = key.indexOf(' ');
  const asked = /^\w+:(\w+)$/.exec(key.slice(0, space))?.[1];
  return (asked as Lang | undefined) ?? splitLangPath(key.slice(space + 1)).lang;
}

interface Render {
  promise: Promise<CachedResponse | undefined>;
  resolve: (entry: CachedResponse | undefined) => void;
  startedAt: number;
}

export class SharedPages {
  private entries = new Map<string, CachedResponse>();
  private renders = new Map<string, Render>();
  /** Told of each local invalidation: everything (no languages) or only the answers in `langs`. */
  private listeners: ((langs?: readonly Lang[]) => void)[] = [];
  /** Raised by every invalidation: an answer rendered under an older version is not kept. */
  version = 0;

  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  get(key: string, now = Date.now()): CachedResponse | undefined {
    const hit = this.entries.get(key);
    if (hit && now - hit.storedAt > SHARED_PAGE_TTL_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return hit;
  }

  /** Keeps an answer rendered under `version` (dropped when the data changed meanwhile) and compresses it in the background. */
  put(key: string, version: number, type: string, body: Buffer, route?: string): CachedResponse | undefined {
    if (version !== this.version) return undefined;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const entry: CachedResponse = {
      type,
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      storedAt: Date.now(),
      route,
      compressed: Promise.resolve(),
    };
    this.entries.set(key, entry);
    if (body.length >= COMPRESS_FROM_BYTES) entry.compressed = this.compress(entry);
    return entry;
  }

  private async compress(entry: CachedResponse) {
    try {
      const [br, gzipped] = await Promise.all([compressBody(entry.body, 'br'), compressBody(entry.body, 'gzip')]);
      entry.br = br;
      entry.gzip = gzipped;
    } catch {
      // served uncompressed
    }
  }

  /**
   * The first miss of a key renders it (null: go ahead); later misses get the
   * promise of that render, so a burst after an invalidation renders once.
   */
  claim(key: string, now = Date.now()): Promise<CachedResponse | undefined> | null {
    const running = this.renders.get(key);
    if (running && now - running.startedAt < RENDER_WAIT_MS) return running.promise;
    let resolve!: Render['resolve'];
    const promise = new Promise<CachedResponse | undefined>((r) => (resolve = r));
    this.renders.set(key, { promise, resolve, startedAt: now });
    return null;
  }

  /** The claimed render is done (with what was kept, if anything): those waiting go on. */
  settle(key: string, entry?: CachedResponse) {
    const running = this.renders.get(key);
    if (!running) return;
    this.renders.delete(key);
    running.resolve(entry);
  }

  /** Forgets everything (data changed); `fromPeer` when another worker said so, so it is not echoed back. */
  invalidate(fromPeer = false) {
    this.version += 1;
    this.entries.clear();
    if (!fromPeer) for (const l of this.listeners) l();
  }

  /**
   * Forgets the answers in these languages only (their translations changed);
   * an answer rendered meanwhile in any language is not kept either.
   */
  forgetLanguages(langs: readonly Lang[], fromPeer = false) {
    if (!langs.length) return;
    this.version += 1;
    for (const key of this.entries.keys()) if (langs.includes(languageOfKey(key))) this.entries.delete(key);
    if (!fromPeer) for (const l of this.listeners) l(langs);
  }

  /** Forgets the entries whose key starts with `prefix`; an answer rendered meanwhile is not kept either. */
  forgetPrefix(prefix: string) {
    this.version += 1;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  /** Called on every local invalidation, with the languages when only theirs (a cluster worker tells the others). */
  onInvalidate(listener: (langs?: readonly Lang[]) => void) {
    this.listeners.push(listener);
  }
}
