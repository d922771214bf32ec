/*
 * LoadFailed: "could not load, try again" — an error StatusBox (its role="alert" live region)
 * with a "Reintentar" button kept outside the live region. Used by the staff panel and its
 * sections, and by the public pages that read their list from the API (documents, supplies).
 */
import type { ReactNode } from 'react';
import { StatusBox } from './status-box.tsx';

export const LOAD_FAILED_TEXT = { retry: 'Reintentar' } as const;

export interface LoadFailedProps {
  /** Why it failed (Spanish). */
  children: ReactNode;
  /** Called by the retry button (refetch the query, reload the page…). */
  onRetry: () => void;
}

export function LoadFailed({ children, onRetry }: LoadFailedProps) {
  return (
    <StatusBox
      tone="error"
      actions={
        <button type="button" className="button-secondary" onClick={onRetry}>
          {LOAD_FAILED_TEXT.retry}
        </button>
      }
    >
      {children}
    </StatusBox>
  );
}
