import { useEffect, useRef, useState } from 'react';
import { CAROUSEL_INTERVAL_MS } from '../../domain/constants';
import type { FeaturedCard } from '../../domain/content/home';
import { useT } from '../framework/i18n';

export interface CarouselProps {
  title: string;
  products: FeaturedCard[];
}

/**
 * The home page's featured products (SPEC.md §2, §9): 4 per slide on a
 * desktop, 2 on a tablet, 1 on a phone (the widths are CSS), advancing every
 * 2 s while there is more than one slide. Hover, focus or the pause button stop
 * it; it never moves for people who prefer reduced motion. Without JavaScript
 * the row scrolls sideways by touch.
 */
export function Carousel({ title, products }: CarouselProps) {
  const t = useT();
  const track = useRef<HTMLUListElement>(null);
  const root = useRef<HTMLElement>(null);
  const [page, setPage] = useState(0);
  const [pages, setPages] = useState(1);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [reduced, setReduced] = useState(false);

  useEffect(() => {
    const media = window.matchMedia('(prefers-reduced-motion: reduce)');
    const measure = () => {
      const el = track.current;
      const card = el?.firstElementChild as HTMLElement | null;
      if (!el || !card) return;
      const perSlide = Math.max(1, Math.round(el.clientWidth / card.getBoundingClientRect().width));
      setPages(Math.max(1, Math.ceil(products.length / perSlide)));
      setReduced(media.matches);
    };
    measure();
    window.addEventListener('resize', measure);
    media.addEventListener('change', measure);
    return () => {
      window.removeEventListener('resize', measure);
      media.removeEventListener('change', measure);
    };
  }, [products.length]);

  // Show the current slide; when the person scrolls the row by hand, follow them.
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const target = Math.min(page, pages - 1) * el.clientWidth;
    if (Math.abs(el.scrollLeft - target) > 2) el.scrollTo({ left: target, behavior: reduced ? 'auto' : 'smooth' });
  }, [page, pages, reduced]);

  const rotating = pages > 1 && !reduced && !stopped && !hovered && !focused;
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setPage((p) => (p + 1) % pages), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, page, pages]);

  const current = Math.min(page, pages - 1);
  return (
    <section
      ref={root}
      className="carousel"
      aria-roledescription="carousel"
      aria-labelledby="carousel-title"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="carousel-head">
        <h2 id="carousel-title" className="section-title">
          {title}
        </h2>
        {pages > 1 && (
          <div className="carousel-buttons">
            <button
              type="button"
              className="carousel-btn"
              aria-label={t('Previous products')}
              onClick={() => setPage((current - 1 + pages) % pages)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <span className="carousel-count" data-testid="carousel-position">
              {current + 1} / {pages}
            </span>
            <button type="button" className="carousel-btn" aria-label={t('Next products')} onClick={() => setPage((current + 1) % pages)}>
              <span aria-hidden="true">›</span>
            </button>
            {!reduced && (
              <button type="button" className="carousel-pause" onClick={() => setStopped((v) => !v)}>
                {stopped ? t('Play') : t('Pause')}
              </button>
            )}
          </div>
        )}
      </div>
      <ul ref={track} className="carousel-track" aria-live={rotating ? 'off' : 'polite'}>
        {products.map((p) => (
          <li key={p.id} className="carousel-card card" data-testid="featured-product">
            <a href={`/product_page/${p.id}`} className="carousel-image" tabIndex={-1} aria-hidden="true">
              <img src={p.image} alt="" width="240" height="240" loading="lazy" decoding="async" />
            </a>
            <h3 className="carousel-card-title" lang={p.english?.includes('title') ? 'en' : undefined}>
              <a href={`/product_page/${p.id}`}>{p.title}</a>
            </h3>
            <p className="carousel-card-text" lang={p.english?.includes('description') ? 'en' : undefined}>
              {p.description}
            </p>
            <p className="carousel-card-foot">
              {p.own ? (
                <span className="carousel-price">
                  <strong data-testid="own-price">{p.own.price}</strong>{' '}
                  <span className="price-unit">
                    {p.own.label} · <s>{p.price}</s>
                  </span>
                </span>
              ) : (
                <span className="carousel-price">{p.price}</span>
              )}
              <a href={`/product_details/${p.id}`} className="carousel-more">
                {t('Details')}
                <span className="sr-only">{' ' + t('of {product}', { product: p.title })}</span>
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
