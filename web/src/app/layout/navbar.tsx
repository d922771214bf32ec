import { Menu, X } from 'lucide-react';
import { useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { Crest } from '../../components/ui/crest.tsx';
import { paths } from '../../config/paths.ts';
import { school } from '../../content/school.ts';
import { useLocalePath } from '../../i18n/lang.tsx';
import { useTexts } from '../../i18n/texts.tsx';
import styles from './navbar.module.css';

const MENU_ID = 'menu-movil';

/**
 * Attributes React does not know yet: a button that opens the menu as a modal dialog, or closes
 * it, by HTML alone (invoker commands). A browser without them keeps `popovertarget`, which
 * opens the same element as a popover.
 */
const command = (action: 'show-modal' | 'close') =>
  ({ commandfor: MENU_ID, command: action }) as Record<string, string>;

/**
 * The site header: the crest, the main navigation (768 px and up) and, on phones, a menu behind
 * a button. The menu is HTML alone, on a public page no code ever runs for it: the button opens
 * it as a modal dialog (`command="show-modal"`), which keeps focus inside until it closes, and
 * Escape, the overlay and the close button close it, focus going back to the button; a browser
 * without invoker commands opens it as a popover (`popovertarget`) instead. In the staff's app,
 * where a link changes the page without loading one, a link also closes the menu.
 */
export function Navbar() {
  const text = useTexts().layout;
  const localePath = useLocalePath();
  const dialogRef = useRef<HTMLDialogElement>(null);

  const close = () => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (dialog.open) dialog.close();
    // Opened as a popover: hiding one that is not showing does nothing; browsers without
    // popovers have no such method.
    if ('hidePopover' in dialog) dialog.hidePopover();
  };

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to={localePath(paths.home)} className={styles.brand}>
          <Crest size={44} />
          {/* The visible name is the link's name (WCAG 2.5.3), followed by where it goes. */}
          <span className={styles.brandText}>
            <span className={styles.brandSmall}>{text.brandSmall}</span>
            <span className={styles.brandName}>{school.shortName}</span>
          </span>
          <span className="visually-hidden">{text.homeHint}</span>
        </Link>

        <nav className={styles.desktopNav} aria-label={text.mainNav}>
          <ul className={styles.desktopList}>
            {text.navItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={localePath(item.to)}
                  end={item.to === paths.home}
                  reloadDocument={'reloadDocument' in item}
                  className={styles.link}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <a href={localePath(paths.contact)} className={`button-primary ${styles.cta}`}>
          {text.contactCta}
        </a>

        <button
          type="button"
          className={styles.hamburger}
          aria-controls={MENU_ID}
          aria-label={text.openMenu}
          popoverTarget={MENU_ID}
          {...command('show-modal')}
        >
          <Menu size={26} aria-hidden="true" />
        </button>
      </div>

      <dialog
        ref={dialogRef}
        id={MENU_ID}
        className={styles.dialog}
        aria-label={text.menu}
        popover="auto"
      >
        <div className={styles.popup} data-testid="menu-popup">
          <div className={styles.popupHead}>
            <span className={styles.popupTitle}>{text.menu}</span>
            <button
              type="button"
              className={styles.closeButton}
              aria-label={text.closeMenu}
              popoverTarget={MENU_ID}
              popoverTargetAction="hide"
              {...command('close')}
            >
              <X size={24} aria-hidden="true" />
            </button>
          </div>
          <nav aria-label={text.mobileNav}>
            <ul className={styles.mobileList}>
              {text.navItems.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={localePath(item.to)}
                    end={item.to === paths.home}
                    reloadDocument={'reloadDocument' in item}
                    className={styles.mobileLink}
                    onClick={close}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <a
                  href={localePath(paths.contact)}
                  className={`button-primary ${styles.mobileCta}`}
                  onClick={close}
                >
                  {text.contactCta}
                </a>
              </li>
            </ul>
          </nav>
        </div>
        {/* After the popup, so that opening the dialog focuses the close button, not this. A
            button, so that it closes the popover without the code too; out of the tab order
            and hidden from assistive technology, which have the close button and Escape. */}
        <button
          type="button"
          className={styles.overlay}
          data-testid="menu-overlay"
          aria-hidden="true"
          tabIndex={-1}
          popoverTarget={MENU_ID}
          popoverTargetAction="hide"
          {...command('close')}
        />
      </dialog>
    </header>
  );
}
