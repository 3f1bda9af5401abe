import { useState, type MouseEvent } from 'react';
import { useT } from '../framework/i18n';

export interface GalleryProps {
  images: { url: string; alt: string }[];
}

/** The product's first two images: a large view that zooms under the pointer, and thumbnails to switch. */
export function GalleryZoom({ images }: GalleryProps) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const [origin, setOrigin] = useState('50% 50%');
  const image = images[current] ?? images[0];
  const onMove = (e: MouseEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    setOrigin(`${(((e.clientX - r.left) / r.width) * 100).toFixed(1)}% ${(((e.clientY - r.top) / r.height) * 100).toFixed(1)}%`);
  };
  return (
    <div className="gallery">
      <div className="gallery-main" onMouseMove={onMove}>
        <img src={image.url} alt={image.alt} width={560} height={560} style={{ transformOrigin: origin }} />
      </div>
      {images.length > 1 && (
        <div className="gallery-thumbs">
          {images.map((img, i) => (
            <button
              key={img.url}
              type="button"
              className="gallery-thumb"
              aria-pressed={i === current}
              aria-label={t('Show image {n} of {count}', { n: i + 1, count: images.length })}
              onClick={() => setCurrent(i)}
            >
              <img src={img.url} alt="" width={72} height={72} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
