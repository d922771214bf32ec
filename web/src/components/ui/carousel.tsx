import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useId, useState, type FocusEvent, type ReactNode } from 'react';
import styles from './carousel.module.css';

export interface CarouselSlide {
  key: string;
  /** The slide's image; every slide's media must share one aspect ratio. */
  media: ReactNode;
  caption: ReactNode;
}

interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Accessible name of the carousel region. */
  label: string;
  intervalMs: number;
  /** Aspect ratio of the media (e.g. "16 / 9"), reserved while a slide's image is deferred. */
  aspectRatio: string;
}

/**
 * Rotating slides (WAI-ARIA APG carousel): advances every `intervalMs` and wraps; previous and
 * next wrap too. Rotation stops while the pointer is over it or focus is inside it, and for good
 * once the visitor presses pause (WCAG 2.2.2). Slides other than the first mount their media
 * after the page has loaded, so they never compete with the first image.
 */
export function Carousel({ slides, label, intervalMs, aspectRatio }: CarouselProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [primed, setPrimed] = useState(false);
  const viewportId = useId();
  const running = !userPaused && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(() => {
      setIndex((current) => (current + 1) % count);
    }, intervalMs);
    return () => {
      clearTimeout(timer);
    };
  }, [running, index, intervalMs, count]);

  // Fetch the other slides' images once the page has finished loading.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const prime = () => {
      timer = setTimeout(() => {
        setPrimed(true);
      }, 300);
    };
    if (document.readyState === 'complete') prime();
    else window.addEventListener('load', prime, { once: true });
    return () => {
      window.removeEventListener('load', prime);
      clearTimeout(timer);
    };
  }, []);

  const go = (next: number) => {
    setPrimed(true);
    setIndex(((next % count) + count) % count);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carrusel"
      aria-label={label}
      onMouseEnter={() => {
        setHovered(true);
      }}
      onMouseLeave={() => {
        setHovered(false);
      }}
      onFocus={() => {
        setFocused(true);
      }}
      onBlur={onBlur}
    >
      <div
        id={viewportId}
        className={styles.viewport}
        aria-live={running ? 'off' : 'polite'}
        aria-atomic="false"
      >
        {slides.map((slide, i) => {
          const current = i === index;
          const showMedia = primed || current || i === 0;
          return (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${String(i + 1)} de ${String(count)}`}
              aria-hidden={current ? undefined : true}
              inert={!current}
              className={current ? `${styles.slide} ${styles.current}` : styles.slide}
            >
              <figure className={styles.figure}>
                <div className={styles.media} style={{ aspectRatio }}>
                  {showMedia ? slide.media : null}
                </div>
                <figcaption className={styles.caption}>{slide.caption}</figcaption>
              </figure>
            </div>
          );
        })}
      </div>

      <div className={styles.controls}>
        <button
          type="button"
          className={styles.pause}
          aria-label={userPaused ? 'Reanudar el carrusel' : 'Pausar el carrusel'}
          onClick={() => {
            setUserPaused((value) => !value);
          }}
        >
          {userPaused ? (
            <Play size={18} aria-hidden="true" />
          ) : (
            <Pause size={18} aria-hidden="true" />
          )}
          <span aria-hidden="true">{userPaused ? 'Reanudar' : 'Pausar'}</span>
        </button>
        <div className={styles.stepper}>
          <StepButton
            direction="previous"
            controls={viewportId}
            onClick={() => {
              go(index - 1);
            }}
          />
          <ul className={styles.dots}>
            {slides.map((slide, i) => (
              <li key={slide.key}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-controls={viewportId}
                  aria-label={`Mostrar diapositiva ${String(i + 1)} de ${String(count)}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => {
                    go(i);
                  }}
                />
              </li>
            ))}
          </ul>
          <StepButton
            direction="next"
            controls={viewportId}
            onClick={() => {
              go(index + 1);
            }}
          />
        </div>
      </div>
    </section>
  );
}

/** The previous or next arrow beside the dots. */
function StepButton({
  direction,
  controls,
  onClick,
}: {
  direction: 'previous' | 'next';
  controls: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.arrow}
      aria-controls={controls}
      aria-label={direction === 'previous' ? 'Diapositiva anterior' : 'Diapositiva siguiente'}
      onClick={onClick}
    >
      {direction === 'previous' ? (
        <ChevronLeft size={22} aria-hidden="true" />
      ) : (
        <ChevronRight size={22} aria-hidden="true" />
      )}
    </button>
  );
}
