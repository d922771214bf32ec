import { MapPin } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTexts } from '../../i18n/texts.tsx';
import styles from './map-embed.module.css';

interface MapEmbedProps {
  /** The Google Maps embed URL; nothing is requested from it until the visitor asks. */
  embedUrl: string;
  /** The map's own page, where "Mostrar el mapa" leads before the page's code runs. */
  linkUrl: string;
  /** The iframe's accessible name, in the page's language. */
  title: string;
  /** The address shown on the placeholder. */
  address: ReactNode;
  className?: string;
}

/**
 * Click-to-load map: a drawn placeholder with the address, replaced in the same box by the
 * Google Maps iframe only after the visitor asks (no third-party request before). "Mostrar el
 * mapa" is a link to the map's own page, so it works before the page's code runs; the code turns
 * it into the map in place.
 */
export function MapEmbed({ embedUrl, linkUrl, title, address, className }: MapEmbedProps) {
  const text = useTexts().ui.map;
  const [loaded, setLoaded] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (loaded) frameRef.current?.focus();
  }, [loaded]);
  const showMap = (event: MouseEvent) => {
    event.preventDefault();
    setLoaded(true);
  };

  return (
    <div className={className ? `${styles.box} ${className}` : styles.box}>
      {loaded ? (
        <iframe
          ref={frameRef}
          className={styles.frame}
          src={embedUrl}
          title={title}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <div className={styles.placeholder}>
          <MapIllustration className={styles.illustration} />
          <div className={styles.card}>
            <p className={styles.address}>
              <MapPin size={20} aria-hidden="true" className={styles.pin} />
              <span>{address}</span>
            </p>
            <a
              href={linkUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="button-primary"
              onClick={showMap}
            >
              {text.show}
            </a>
            <p className={styles.note}>{text.note}</p>
          </div>
        </div>
      )}
    </div>
  );
}

const MAIN_STREETS = [
  'M160 90 H780',
  'M150 200 H780',
  'M140 320 H780',
  'M230 20 V430',
  'M440 20 V430',
  'M660 20 V430',
];
const SIDE_STREETS = [
  'M330 20 V430',
  'M550 20 V430',
  'M150 145 H780',
  'M150 260 H780',
  'M140 380 H780',
];

/** A quiet street plan by the sea with a pin: decorative. */
function MapIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 800 450"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="800" height="450" fill="#efe9df" />
      <path d="M0 0 H150 C120 120 170 260 120 450 H0 Z" fill="#c9d6ea" />
      <path d="M0 0 H110 C84 120 130 260 86 450 H0 Z" fill="#a9bfdf" />
      <g fill="#dfe7d2">
        <rect x="520" y="40" width="120" height="80" rx="8" />
        <rect x="250" y="300" width="150" height="90" rx="8" />
      </g>
      <g stroke="#ffffff" strokeWidth="14" strokeLinecap="round">
        {MAIN_STREETS.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <g stroke="#ffffff" strokeWidth="6" strokeLinecap="round" opacity=".8">
        {SIDE_STREETS.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <path d="M135 0 C105 120 155 260 105 450" fill="none" stroke="#e3d3b5" strokeWidth="10" />
      <g transform="translate(440 150)">
        <ellipse cx="0" cy="6" rx="22" ry="7" fill="#1f2430" opacity=".18" />
        <path
          d="M0 4 C-10 -14 -26 -26 -26 -44 A26 26 0 0 1 26 -44 C26 -26 10 -14 0 4 Z"
          fill="#b71c1c"
        />
        <circle cx="0" cy="-44" r="9" fill="#ffffff" />
      </g>
    </svg>
  );
}
