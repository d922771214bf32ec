import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import {
  useEffect,
  useId,
  useMemo,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTexts } from '../../i18n/texts.tsx';
import styles from './carousel.module.css';

interface CarouselSlide {
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
  /** Slide n's id is `${slideIdPrefix}-n`: the address fragment of its arrows and dot. */
  slideIdPrefix: string;
}

const subscribeNothing = () => () => undefined;

/**
 * Rotating slides (WAI-ARIA APG carousel): advances every `intervalMs` and wraps; previous and
 * next wrap too. Rotation stops while the pointer is over it or focus is inside it, and for good
 * once the visitor presses pause (WCAG 2.2.2); it does not start for a visitor who asks for
 * reduced motion (pressing play starts it).
 *
 * The HTML works before the page's code runs: the arrows and dots are links to a slide's id
 * (#diapositiva-2), and the stylesheet shows the slide the address targets, its dot and its pair
 * of arrows (the HTML has a pair per slide). The code takes over from the slide on show, keeps
 * the address as it is, and adds the rotation and its pause button.
 *
 * Every slide's image is in the HTML, but all but the first are lazy and not displayed until
 * their slide is shown, or until the page has loaded once the code runs: they are not fetched
 * before, and never compete with the first image (the page's largest paint).
 */
export function Carousel({ slides, label, intervalMs, aspectRatio, slideIdPrefix }: CarouselProps) {
  const text = useTexts().ui.carousel;
  const count = slides.length;
  // False in the HTML and while React hydrates it, so that both render the same (useHydrated,
  // written here: a module of its own would be one more file for the home page to load).
  const ready = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  // Until the visitor (or the rotation) changes them: the slide that was on show when the code
  // took over (the first, or the one a link showed), and paused for a reduced-motion wish.
  const [chosen, setChosen] = useState<number>();
  const [pausedChoice, setPausedChoice] = useState<boolean>();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [primed, setPrimed] = useState(false);
  const viewportId = useId();
  const wrap = (i: number) => ((i % count) + count) % count;
  const slideId = (i: number) => `${slideIdPrefix}-${String(wrap(i) + 1)}`;
  // Read once, when the code takes over: a later in-page link (#contenido) leaves the slide be.
  const takenOver = useMemo(
    () =>
      ready
        ? Math.max(
            0,
            slides.findIndex(
              (_, i) => window.location.hash === `#${slideIdPrefix}-${String(i + 1)}`,
            ),
          )
        : 0,
    [ready, slides, slideIdPrefix],
  );
  const index = chosen ?? takenOver;
  const userPaused =
    pausedChoice ?? (ready && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  const running = ready && !userPaused && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(() => {
      setChosen((index + 1) % count);
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

  // The code changes the slide itself: the address stays, and the page does not scroll to it.
  const goTo = (next: number) => (event: MouseEvent) => {
    event.preventDefault();
    setPrimed(true);
    setChosen(wrap(next));
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  // The HTML has the arrow of every slide; the code keeps one, whose target follows the slide.
  const arrows = (step: -1 | 1) => (
    <span className={styles.arrows}>
      {(ready ? [index] : slides.map((_, i) => i)).map((from, i) => (
        <a
          key={i}
          href={`#${slideId(from + step)}`}
          className={styles.arrow}
          aria-controls={viewportId}
          aria-label={step < 0 ? text.previous : text.next}
          onClick={goTo(from + step)}
        >
          {step < 0 ? (
            <ChevronLeft size={22} aria-hidden="true" />
          ) : (
            <ChevronRight size={22} aria-hidden="true" />
          )}
        </a>
      ))}
    </span>
  );

  return (
    <section
      className={styles.carousel}
      aria-roledescription={text.role}
      aria-label={label}
      data-ready={ready || undefined}
      data-primed={primed || undefined}
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
          // Before the code runs, the stylesheet hides the slides not on show (visibility),
          // which hides them from assistive technology and focus too.
          const hidden = ready && !current;
          return (
            <div
              key={slide.key}
              id={slideId(i)}
              role="group"
              aria-roledescription={text.slideRole}
              aria-label={text.position(i + 1, count)}
              aria-hidden={hidden || undefined}
              inert={hidden}
              className={current ? `${styles.slide} ${styles.current}` : styles.slide}
            >
              <figure className={styles.figure}>
                <div className={styles.media} style={{ aspectRatio }}>
                  {slide.media}
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
          aria-label={userPaused ? text.resume : text.pause}
          onClick={() => {
            setPausedChoice(!userPaused);
          }}
        >
          {userPaused ? (
            <Play size={18} aria-hidden="true" />
          ) : (
            <Pause size={18} aria-hidden="true" />
          )}
          <span aria-hidden="true">{userPaused ? text.resumeShort : text.pauseShort}</span>
        </button>
        <div className={styles.stepper}>
          {arrows(-1)}
          <ul className={styles.dots}>
            {slides.map((slide, i) => (
              <li key={slide.key}>
                <a
                  href={`#${slideId(i)}`}
                  className={styles.dot}
                  aria-controls={viewportId}
                  aria-label={text.show(i + 1, count)}
                  aria-current={ready && i === index ? 'true' : undefined}
                  onClick={goTo(i)}
                />
              </li>
            ))}
          </ul>
          {arrows(1)}
        </div>
      </div>
    </section>
  );
}
