import { Share2 } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useLocalePath } from '../../../i18n/lang.tsx';
import { useTexts } from '../../../i18n/texts.tsx';
import styles from './news-share.module.css';

// The links load only when a browser without the system's share sheet asks for them.
const NewsShareLinks = lazy(() =>
  import('./news-share-links.tsx').then((module) => ({ default: module.NewsShareLinks })),
);

export interface NewsShareProps {
  /** The item's title: the shared title, and the name the buttons are told apart by. */
  title: string;
  /** A short summary, for the apps that show a text with the link. */
  text: string;
  /**
   * The item's own page (`ruta`, `/news/{id}-{slug}`); shared as an absolute address, in the
   * page's language (`/fr/news/…` from a French page).
   */
  path: string;
}

/**
 * "Compartir": the system's share sheet (Web Share API) where the browser has one; elsewhere it
 * opens WhatsApp, Facebook and "Copiar enlace". The same markup on the server and in the browser
 * (the item page hydrates it): what the browser can do is looked at only on a click.
 */
export function NewsShare({ title, text, path }: NewsShareProps) {
  const words = useTexts().newsShare;
  const localePath = useLocalePath();
  const panelId = useId();
  const [url, setUrl] = useState<string | null>(null);

  const onShare = () => {
    const address = window.location.origin + localePath(path);
    if ('share' in navigator) {
      // Closing the sheet rejects (AbortError): nothing to say.
      navigator.share({ title, text, url: address }).catch(() => undefined);
      return;
    }
    setUrl((open) => (open === null ? address : null));
  };

  return (
    <div className={styles.share}>
      <button
        type="button"
        className="button-secondary"
        // Sharing needs the page's code: until it runs the button keeps its place, unseen.
        data-needs-code=""
        aria-expanded={url !== null}
        aria-controls={panelId}
        onClick={onShare}
      >
        <Share2 size={18} aria-hidden="true" />
        {words.share} <span className="visually-hidden">{words.shareTarget(title)}</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={url === null}>
        {url === null ? null : (
          <Suspense fallback={null}>
            <NewsShareLinks title={title} url={url} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
