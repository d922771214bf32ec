import { LANGS, pathInLang, pathWithoutLang, type Lang } from '@lbj/shared';
import { useLocation } from 'react-router';
import { useLang } from '../../i18n/lang.tsx';
import { useTexts } from '../../i18n/texts.tsx';
import styles from './language-switcher.module.css';

/** Each language's own name: a visitor finds theirs whatever the page's language. */
const NAMES: Readonly<Record<Lang, string>> = {
  es: 'Español',
  fr: 'Français',
  en: 'English',
};

/**
 * Links to this page in the other two languages, each named in its own language. Plain links:
 * the language is in the address, so a visitor's choice holds from page to page with no cookie
 * and no code.
 */
export function LanguageSwitcher() {
  const lang = useLang();
  const text = useTexts().layout;
  const { pathname, search } = useLocation();
  const rest = pathWithoutLang(pathname);
  return (
    <nav className={styles.bar} aria-label={text.languages}>
      <ul className={`container ${styles.list}`}>
        {LANGS.filter((other) => other !== lang).map((other) => (
          <li key={other}>
            <a
              href={`${pathInLang(other, rest)}${search}`}
              lang={other}
              hrefLang={other}
              className={styles.link}
            >
              {NAMES[other]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
