import { ADMISSION_PATHS, type AdmissionFormState, type AdmissionProcess } from '@lbj/shared';
import { apiUrl } from '../../../lib/api-base.ts';

// What /admision asks the API for after a client-side navigation (the server's render carries
// both in the page): the published process and a stamp for the form.

/** GET /api/admissions: the published process; null when there is none (404). */
export async function getPublishedProcess(signal: AbortSignal): Promise<AdmissionProcess | null> {
  const response = await fetch(apiUrl(ADMISSION_PATHS.process), { signal });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
  return (await response.json()) as AdmissionProcess;
}

/** A fresh stamp for the inquiry form. */
export async function getFormState(signal: AbortSignal): Promise<AdmissionFormState> {
  const response = await fetch(apiUrl(ADMISSION_PATHS.stamp), { signal, cache: 'no-store' });
  if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
  return (await response.json()) as AdmissionFormState;
}
