import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Crest } from '../../components/ui/crest.tsx';
import { paths } from '../../config/paths.ts';
import { school } from '../../content/school.ts';
import { contactCta, navItems } from './nav-items.ts';
import styles from './navbar.module.css';

const MENU_ID = 'menu-movil';

/**
 * The site header: the crest, the main navigation (768 px and up) and, on phones, a menu behind
 * a button. The menu works from the HTML alone, before the page's code has run (it starts after
 * the first paint): the button opens it as a popover (`popovertarget`), and Escape, the overlay
 * and the close button close it. Once the code runs, the button opens it as a modal dialog
 * instead, which also keeps focus inside until it closes.
 */
export function Navbar() {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    // A menu the visitor opened before the code ran is still a popover, which a menu link's
    // navigation inside the page would leave open. Hiding one that is not showing does nothing;
    // browsers without popovers have no such method.
    const dialog = dialogRef.current;
    if (dialog && 'hidePopover' in dialog) dialog.hidePopover();
  };

  // The native modal dialog keeps focus inside the popup and renders above everything.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      buttonRef.current?.focus();
    }
  }, [open]);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to={paths.home} className={styles.brand}>
          <Crest size={44} />
          {/* The visible name is the link's name (WCAG 2.5.3), followed by where it goes. */}
          <span className={styles.brandText}>
            <span className={styles.brandSmall}>Colegio Cristiano </span>
            <span className={styles.brandName}>{school.shortName}</span>
          </span>
          <span className="visually-hidden"> (página de inicio)</span>
        </Link>

        <nav className={styles.desktopNav} aria-label="Principal">
          <ul className={styles.desktopList}>
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
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

        <a href={contactCta.href} className={`button-primary ${styles.cta}`}>
          {contactCta.label}
        </a>

        <button
          ref={buttonRef}
          type="button"
          className={styles.hamburger}
          // Closed, the popover's invoker says so itself (HTML forbids aria-expanded beside
          // popovertarget); open as the code's modal dialog, it says it is expanded.
          aria-expanded={open || undefined}
          aria-controls={MENU_ID}
          aria-label={open ? 'Cerrar menú' : 'Abrir menú'}
          popoverTarget={MENU_ID}
          onClick={(event) => {
            // The code opens the modal dialog; the popover is for the HTML alone.
            event.preventDefault();
            setOpen(true);
          }}
        >
          <Menu size={26} aria-hidden="true" />
        </button>
      </div>

      <dialog
        ref={dialogRef}
        id={MENU_ID}
        className={styles.dialog}
        aria-label="Menú"
        popover="auto"
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
      >
        <div className={styles.popup} data-testid="menu-popup">
          <div className={styles.popupHead}>
            <span className={styles.popupTitle}>Menú</span>
            <button
              type="button"
              className={styles.closeButton}
              onClick={close}
              aria-label="Cerrar menú"
              popoverTarget={MENU_ID}
              popoverTargetAction="hide"
            >
              <X size={24} aria-hidden="true" />
            </button>
          </div>
          <nav aria-label="Menú móvil">
            <ul className={styles.mobileList}>
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
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
                  href={contactCta.href}
                  className={`button-primary ${styles.mobileCta}`}
                  onClick={close}
                >
                  {contactCta.label}
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
          onClick={close}
          aria-hidden="true"
          tabIndex={-1}
          popoverTarget={MENU_ID}
          popoverTargetAction="hide"
        />
      </dialog>
    </header>
  );
}
