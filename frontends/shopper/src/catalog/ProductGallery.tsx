import { imageUrlFor, srcSetOf, type ImageVariants } from '@shop/web-core';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useShopperTexts } from '../i18n';

/** The gallery is the page's width up to this many CSS pixels (the shell's column). */
const GALLERY_MAX_WIDTH = 480;
const SIZES = `(min-width: ${GALLERY_MAX_WIDTH}px) ${GALLERY_MAX_WIDTH}px, 100vw`;

/** The picture the track shows, from how far it is scrolled (each picture is the track's width). */
function shownIndex(track: HTMLElement, count: number): number {
  const index = track.clientWidth > 0 ? Math.round(track.scrollLeft / track.clientWidth) : 0;
  return Math.min(Math.max(index, 0), count - 1);
}

/**
 * A product's pictures: a row that swipes one picture at a time (CSS scroll snap), with its
 * position ("2 / 4"), previous/next buttons (a swipe needs a one-tap alternative), and the arrow,
 * Home and End keys on the focused row. The first picture is the page's largest: it loads first and at once; the others
 * load as they come near. Square and sized before they load, so nothing moves.
 */
export function ProductGallery({ title, images }: { title: string; images: readonly ImageVariants[] }) {
  const { t } = useShopperTexts('product');
  const track = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(0);
  const count = images.length;

  const show = (index: number) => {
    const target = Math.min(Math.max(index, 0), count - 1);
    const row = track.current;
    if (!row) return;
    // Smoothly unless the visitor asked for less motion: the track's CSS scroll-behavior decides.
    row.scrollTo({ left: target * row.clientWidth });
    setShown(target);
  };
  const keys: Partial<Record<string, () => void>> = {
    ArrowLeft: () => show(shown - 1),
    ArrowRight: () => show(shown + 1),
    Home: () => show(0),
    End: () => show(count - 1),
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = keys[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <section className="shopper-gallery" aria-label={t('gallery')}>
      <ul
        ref={track}
        className="shopper-gallery__track"
        // Focusable so the keys work; scrollable regions must be reachable by keyboard anyway.
        tabIndex={count > 1 ? 0 : undefined}
        onKeyDown={count > 1 ? onKeyDown : undefined}
        onScroll={(event) => setShown(shownIndex(event.currentTarget, count))}
      >
        {images.map((image, index) => (
          <li key={image.variants[0]?.url ?? index} className="shopper-gallery__slide">
            <img
              className="shopper-gallery__image"
              src={imageUrlFor(image, GALLERY_MAX_WIDTH)}
              srcSet={srcSetOf(image)}
              sizes={SIZES}
              alt={count > 1 ? t('pictureOf', { title, index: index + 1, count }) : title}
              width={GALLERY_MAX_WIDTH}
              height={GALLERY_MAX_WIDTH}
              {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
            />
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <div className="shopper-gallery__controls">
          <button type="button" className="shopper-gallery__button" aria-label={t('previousPicture')} disabled={shown === 0} onClick={() => show(shown - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <p className="shopper-gallery__position" aria-live="polite">
            {shown + 1} / {count}
          </p>
          <button type="button" className="shopper-gallery__button" aria-label={t('nextPicture')} disabled={shown === count - 1} onClick={() => show(shown + 1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
