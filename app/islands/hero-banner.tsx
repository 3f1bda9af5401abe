import { useEffect, useRef, useState } from 'react';
import { BANNER_ROTATION_MS } from '../../domain/constants';
import type { HeroSlide } from '../../domain/content/home';
import { useT } from '../framework/i18n';

export interface HeroBannerProps {
  heading: string;
  slides: HeroSlide[];
}

/**
 * SPEC.md §2 Home: four tiles, each swapping the background, title and
 * description, rotating every 3 s. Rotation pauses while the banner is hovered
 * or focused, or when paused with the button, and never starts for people who
 * prefer reduced motion. Without JavaScript the first tile shows.
 */
export function HeroBanner({ heading, slides }: HeroBannerProps) {
  const t = useT();
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [reduced, setReduced] = useState(false);
  // Only the first picture is in the server's HTML; the others load after the page has painted.
  const [allImages, setAllImages] = useState(false); // also: the script is running
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    const media = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(media.matches);
    update();
    media.addEventListener('change', update);
    setAllImages(true);
    return () => media.removeEventListener('change', update);
  }, []);

  const rotating = !reduced && !stopped && !hovered && !focused && slides.length > 1;
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setActive((i) => (i + 1) % slides.length), BANNER_ROTATION_MS);
    return () => clearTimeout(timer);
  }, [rotating, active, slides.length]);

  const slide = slides[active];
  return (
    <section
      ref={root}
      className="hero"
      aria-roledescription="carousel"
      aria-label={t('Highlights')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="hero-art" aria-hidden="true">
        {slides.map((s, i) =>
          i === 0 || allImages ? (
            <img
              key={s.image}
              src={s.image}
              alt=""
              width="1440"
              height="640"
              decoding="async"
              fetchPriority={i === 0 ? 'high' : 'low'}
              className={i === active ? 'hero-img is-active' : 'hero-img'}
            />
          ) : null,
        )}
      </div>
      <div className="hero-inner container-page">
        <h1 className="hero-kicker">{heading}</h1>
        <div className="hero-copy" aria-live={rotating ? 'off' : 'polite'} data-testid="hero-slide">
          <h2 className="hero-title">{slide.title}</h2>
          <p className="hero-text">{slide.description}</p>
          <p className="hero-actions">
            <a className="btn btn-accent" href={slide.link.href}>
              {slide.link.label}
            </a>
            <a className="btn hero-btn-ghost" href="/b2b">
              {t('Browse products')}
            </a>
          </p>
        </div>
        <div className="hero-controls">
          <ul className="hero-tiles" aria-label={t('Choose a highlight')}>
            {slides.map((s, i) => (
              <li key={s.title}>
                <button type="button" className="hero-tile" aria-pressed={i === active} onClick={() => setActive(i)}>
                  {s.title}
                </button>
              </li>
            ))}
          </ul>
          {allImages && !reduced && (
            <button type="button" className="hero-pause" onClick={() => setStopped((v) => !v)}>
              {stopped ? t('Play slideshow') : t('Pause slideshow')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
