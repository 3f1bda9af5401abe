import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_RESULTS_MAX } from '../../domain/constants';
import { pageHref, pageLanguage } from '../client/page-language';
import { useT } from '../framework/i18n';

export interface SearchComboboxProps {
  id: string;
  initial: string;
  /** The compact layout: a back arrow closes the search panel. */
  compact?: boolean;
}

interface Hit {
  _id: string;
  title: string;
}

const SEARCH_ICON = 'M10 4a6 6 0 1 0 3.9 10.6l4.7 4.7 1.4-1.4-4.7-4.7A6 6 0 0 0 10 4m0 2a4 4 0 1 1 0 8 4 4 0 0 1 0-8';

/**
 * The header search (ARIA 1.2 combobox with a listbox popup). Without
 * JavaScript it is a GET form to /search; with it, suggestions come after a
 * short pause and a title leads to the product's details.
 */
export function SearchCombobox({ id, initial, compact = false }: SearchComboboxProps) {
  const t = useT();
  const [text, setText] = useState(initial);
  const [hits, setHits] = useState<Hit[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [enhanced, setEnhanced] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<AbortController | null>(null);
  const listId = `${id}-list`;

  useEffect(() => {
    setEnhanced(true);
    // In the compact layout the field sits in a toggled panel: focus it when it opens.
    const details = input.current?.closest('details');
    if (!details) return;
    const onToggle = () => {
      if (details.open) input.current?.focus();
    };
    details.addEventListener('toggle', onToggle);
    return () => details.removeEventListener('toggle', onToggle);
  }, []);

  const fetchHits = (q: string) => {
    pending.current?.abort();
    if (!q.trim()) {
      setHits([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    fetch(`/api/search/products?search=${encodeURIComponent(q)}&lang=${pageLanguage().lang}`, { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<Hit[]>) : []))
      .then((list) => {
        setHits(list.slice(0, SEARCH_RESULTS_MAX));
        setActive(-1);
        setOpen(true);
      })
      .catch(() => {}); // a failed suggestion is only skipped (SPEC.md §8)
  };

  const onInput = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => fetchHits(value), SEARCH_DEBOUNCE_MS);
  };

  const go = (hit: Hit) => {
    window.location.href = pageHref(`/product_details/${hit._id}`);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open && text.trim()) return fetchHits(text);
      if (hits.length) setActive((a) => (a + 1) % hits.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (hits.length) setActive((a) => (a <= 0 ? hits.length - 1 : a - 1));
    } else if (e.key === 'Enter' && open && active >= 0 && hits[active]) {
      e.preventDefault();
      go(hits[active]);
    } else if (e.key === 'Escape') {
      if (open) {
        e.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        e.stopPropagation();
        setText('');
        setHits([]);
      }
    }
  };

  const clear = () => {
    setText('');
    setHits([]);
    setOpen(false);
    input.current?.focus();
  };
  const back = () => {
    setOpen(false);
    const details = input.current?.closest('details');
    if (details) {
      details.open = false;
      details.querySelector('summary')?.focus();
    }
  };

  const expanded = open && text.trim().length > 0;
  return (
    <form
      action="/search"
      method="get"
      role="search"
      className="search-box"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {compact && enhanced && (
        <button type="button" className="search-icon-btn" aria-label={t('Close search')} onClick={back}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path fill="currentColor" d="M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z" />
          </svg>
        </button>
      )}
      <label htmlFor={id} className="sr-only">
        {t('Search products')}
      </label>
      <input
        ref={input}
        id={id}
        name="search"
        // Awake, the box has its own Clear button: a plain text box then, so the browser adds no second one.
        type={enhanced ? 'text' : 'search'}
        enterKeyHint="search"
        value={text}
        placeholder={t('Search products, e.g. mycorrhiza')}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
        onChange={(e) => onInput(e.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => hits.length && setOpen(true)}
      />
      {enhanced && text && (
        <button type="button" className="search-icon-btn" aria-label={t('Clear search')} onClick={clear}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path
              fill="currentColor"
              d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z"
            />
          </svg>
        </button>
      )}
      <button type="submit" aria-label={t('Search')} className="search-submit">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path fill="currentColor" d={SEARCH_ICON} />
        </svg>
      </button>
      <ul id={listId} role="listbox" aria-label={t('Product suggestions')} className="search-list" hidden={!expanded}>
        {hits.map((h, i) => (
          // Keyboard users choose options from the input (arrows and Enter, aria-activedescendant).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={h._id}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className="search-option"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => go(h)}
          >
            {h.title}
          </li>
        ))}
        {expanded && hits.length === 0 && (
          <li role="option" aria-disabled="true" aria-selected={false} className="search-empty">
            {t('No products match “{text}”', { text: text.trim() })}
          </li>
        )}
      </ul>
      <span className="sr-only" aria-live="polite">
        {expanded ? t('{count, plural, one {# suggestion} other {# suggestions}}', { count: hits.length }) : ''}
      </span>
    </form>
  );
}
