import { NOTICE_MESSAGES, type NoticeLevel } from '@lbj/shared';
import { AlertOctagon, AlertTriangle, Info, X } from 'lucide-react';
import { NOTICE_TEXT } from '../notice-text.ts';
import styles from './notice-panel-section.module.css';

function LevelIcon({ nivel }: { nivel: NoticeLevel }) {
  const props = { className: 'aviso-banner__icon', size: 20, 'aria-hidden': true } as const;
  if (nivel === 'urgente') return <AlertOctagon {...props} />;
  if (nivel === 'aviso') return <AlertTriangle {...props} />;
  return <Info {...props} />;
}

/**
 * The banner as visitors will see it, drawn with the banner's own classes (global.css): the
 * server writes the real one. Inert here: no live region, the link is not followed, and the
 * close control is a picture of one.
 */
export function NoticeBannerPreview({
  nivel,
  texto,
  enlace,
}: {
  nivel: NoticeLevel;
  texto: string;
  enlace: boolean;
}) {
  const text = texto.trim();
  return (
    <div className={`aviso-banner aviso-banner--${nivel} ${styles.previewBanner}`}>
      <div className="aviso-banner__inner">
        <LevelIcon nivel={nivel} />
        <p className="aviso-banner__text">
          <strong className="aviso-banner__level">{NOTICE_MESSAGES.levelNames[nivel]}:</strong>{' '}
          {text || <span className={styles.previewEmpty}>{NOTICE_TEXT.previewEmpty}</span>}
          {enlace ? (
            <>
              {' '}
              <span className={`aviso-banner__link ${styles.previewLink}`}>
                {NOTICE_MESSAGES.moreInfo}
              </span>
            </>
          ) : null}
        </p>
        {nivel === 'urgente' ? null : (
          <span className="aviso-banner__close" aria-hidden="true">
            <span className="aviso-banner__button">
              <X className="aviso-banner__icon" size={20} />
            </span>
          </span>
        )}
      </div>
    </div>
  );
}
