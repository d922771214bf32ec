import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTexts } from '../../i18n/texts.tsx';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Called when the visitor asks to close: Escape, the "Cerrar" button or a click outside. */
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  children: ReactNode;
  /**
   * Where focus goes on opening: an element of the content, 'title' (for reading, so no
   * action is pre-selected) or, by default, the first focusable element of the content.
   */
  initialFocus?: RefObject<HTMLElement | null> | 'title';
  /** Wider layout for reading (the news detail). */
  size?: 'medium' | 'large';
  className?: string;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert], [hidden]'),
  );
}

/**
 * A modal dialog on the native <dialog> element (showModal): the page behind becomes inert,
 * Tab cycles inside, Escape closes and focus returns to the element that opened it.
 * The content stays mounted while closed, so a half-filled form survives a close.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  initialFocus,
  size = 'medium',
  className,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<Element | null>(null);
  const onCloseRef = useRef(onClose);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const closeLabel = useTexts().ui.close;

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement;
      dialog.showModal();
      const target =
        initialFocus === 'title'
          ? titleRef.current
          : (initialFocus?.current ??
            (contentRef.current ? focusableIn(contentRef.current)[0] : undefined) ??
            focusableIn(dialog)[0]);
      target?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  // Closing by any path (state change, unmount) returns focus to the opener when it still exists.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const restoreFocus = () => {
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
    dialog.addEventListener('close', restoreFocus);
    return () => {
      dialog.removeEventListener('close', restoreFocus);
      if (dialog.open) {
        dialog.close();
        restoreFocus();
      }
    };
  }, []);

  // Keyboard and pointer handling on the <dialog> itself, as native listeners: the element is
  // the modal surface, not a control.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    let pointerDownOnBackdrop = false;
    const requestClose = () => {
      onCloseRef.current();
    };
    // The browser's own close request (Escape, Android back): the parent decides.
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        requestClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const index = items.indexOf(document.activeElement as HTMLElement);
      if (event.shiftKey && index <= 0) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && index === items.length - 1) {
        event.preventDefault();
        first.focus();
      }
    };
    // A click on the backdrop (the dialog box itself, outside the panel) closes it; a text
    // selection that starts inside the panel and ends outside does not.
    const onPointerDown = (event: PointerEvent) => {
      pointerDownOnBackdrop = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog && pointerDownOnBackdrop) requestClose();
      pointerDownOnBackdrop = false;
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={`${styles.dialog} ${size === 'large' ? styles.large : ''} ${className ?? ''}`}
      aria-labelledby={titleId}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} ref={titleRef} className={styles.title} tabIndex={-1}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={() => {
              onCloseRef.current();
            }}
            aria-label={closeLabel}
          >
            <X size={22} aria-hidden="true" />
          </button>
        </div>
        <div ref={contentRef} className={styles.content}>
          {children}
        </div>
      </div>
    </dialog>
  );
}
