import { Link2, MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FacebookIcon } from '../../../components/ui/brand-icons.tsx';
import { useTexts } from '../../../i18n/texts.tsx';
import styles from './news-share-links.module.css';

/** The addresses of the links: WhatsApp with the title and the address, Facebook's sharer. */
function shareLinks(title: string, url: string) {
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  };
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Where the system's share sheet is missing: WhatsApp, Facebook (each in a new tab) and
 * "Copiar enlace", which says "Enlace copiado" in a live region (or, when the clipboard refuses,
 * shows the address selected, to copy by hand).
 */
export function NewsShareLinks({ title, url }: { title: string; url: string }) {
  const text = useTexts().newsShare;
  const [copy, setCopy] = useState<CopyState>('idle');
  const addressRef = useRef<HTMLInputElement>(null);
  const links = shareLinks(title, url);

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  // The address box, once it is there, comes selected: ready to copy by hand.
  useEffect(() => {
    if (copy === 'failed') addressRef.current?.select();
  }, [copy]);

  return (
    <>
      <ul className={styles.links} aria-label={text.linksLabel}>
        <li>
          <a
            className={styles.link}
            href={links.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle size={18} aria-hidden="true" />
            {text.whatsapp}
            <span className="visually-hidden"> {text.newTab}</span>
          </a>
        </li>
        <li>
          <a
            className={styles.link}
            href={links.facebook}
            target="_blank"
            rel="noopener noreferrer"
          >
            <FacebookIcon size={18} />
            {text.facebook}
            <span className="visually-hidden"> {text.newTab}</span>
          </a>
        </li>
        <li>
          <button type="button" className={styles.link} onClick={() => void onCopy()}>
            <Link2 size={18} aria-hidden="true" />
            {text.copy}
          </button>
        </li>
      </ul>
      <p
        className={`${styles.status} ${copy === 'copied' ? styles.copied : ''}`}
        role="status"
        aria-live="polite"
      >
        {copy === 'copied' ? text.copied : null}
        {copy === 'failed' ? text.copyFailed : null}
      </p>
      {copy === 'failed' ? (
        <input
          ref={addressRef}
          className={styles.address}
          type="text"
          readOnly
          value={url}
          aria-label={text.linkLabel}
        />
      ) : null}
    </>
  );
}
