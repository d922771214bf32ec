/*
 * LoadFailed: "could not load, try again" — an error StatusBox (its role="alert" live region)
 * with a "Reintentar" button kept outside the live region. Used by the staff panel and its
 * sections, and by the public pages that read their list from the API (documents, supplies).
 */
import type { ReactNode } from 'react';
import { useTexts } from '../../i18n/texts.tsx';
import { StatusBox } from './status-box.tsx';

/** The retry button's Spanish label (the staff's panel, tests); pages read `useTexts().ui.retry`. */
export const LOAD_FAILED_TEXT = { retry: 'Reintentar' } as const;

export interface LoadFailedProps {
  /** Why it failed, in the page's language. */
  children: ReactNode;
  /** Called by the retry button (refetch the query, reload the page…). */
  onRetry: () => void;
}

export function LoadFailed({ children, onRetry }: LoadFailedProps) {
  const retry = useTexts().ui.retry;
  return (
    <StatusBox
      tone="error"
      actions={
        <button type="button" className="button-secondary" onClick={onRetry}>
          {retry}
        </button>
      }
    >
      {children}
    </StatusBox>
  );
}
