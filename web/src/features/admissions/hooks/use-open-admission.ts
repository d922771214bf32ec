import type { ADMISSION_PAGE_DATA } from '@lbj/shared';
import { usePageDataOrFetch } from '../../../lib/use-page-data-or-fetch.ts';

// The key as a literal, checked against the shared one by type only: importing the value would
// bring the admissions constants (and the levels) into the home page's first script.
const OPEN_KEY: (typeof ADMISSION_PAGE_DATA)['open'] = 'admision-abierta';

/** The year of the admission process while it is open; null while none is. */
type OpenAdmission = { anio: number } | null;

/** The year of the published process, if it is open. */
const loadOpenAdmission = (signal: AbortSignal): Promise<OpenAdmission> =>
  import('../api/admissions-public-api.ts')
    .then(({ getPublishedProcess }) => getPublishedProcess(signal))
    .then((process) => (process?.abierto ? { anio: process.anio } : null));

/**
 * The home page's "Admisión {año} abierta": the server's page data on a page it rendered, or the
 * published process asked of the API when the visitor came through the site's own navigation
 * (the request's code loads only then).
 */
export function useOpenAdmission(): OpenAdmission {
  const open = usePageDataOrFetch<OpenAdmission>(OPEN_KEY, loadOpenAdmission);
  // A shortcut to /admision: while it loads, or when it cannot, the page goes without it.
  return open.state === 'ready' ? open.data : null;
}
