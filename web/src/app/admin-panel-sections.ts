import type { ComponentType } from 'react';

/** One section of the staff panel (/adminlbj_/panel). */
export interface PanelSection {
  /** Its name in the address, `/adminlbj_/panel?seccion=<id>`: Spanish, lowercase, no accents. */
  id: string;
  /** Its name in the list of sections and as its heading (the panel renders the h2). */
  label: string;
  /**
   * Its component, loaded the first time the section is opened (a chunk of its own, so the
   * panel's first load carries none of them). The component renders inside the panel's query
   * provider, under the section's h2: its own headings start at h3.
   */
  load: () => Promise<ComponentType>;
  /**
   * What waits for staff in the section (new inquiries, open requests): the panel asks once it is
   * open and shows the count beside the section's name, e.g. "3 nuevas". The section's own data
   * calls keep the count current by invalidating `pendingKey(id)`.
   */
  pending?: {
    /** How many items wait; rejects like any API call (the panel then shows no count). */
    count: (signal?: AbortSignal) => Promise<number>;
    /** The count in words, read with the section's name: `(n) => n === 1 ? '1 nueva' : …`. */
    words: (count: number) => string;
  };
}

/** The query key of a section's pending count: a section's mutations invalidate it. */
export const pendingKey = (id: string) => ['panel', 'pending', id] as const;

/**
 * The panel's sections, in the order staff see them: Documentos, Útiles, Aviso, Administradores,
 * Actividad. A feature adds its section with one entry here, once its component exists.
 */
export const panelSections: readonly PanelSection[] = [
  {
    id: 'documentos',
    label: 'Documentos',
    load: () =>
      import('../features/documents/components/documents-panel-section.tsx').then(
        (module) => module.DocumentsPanelSection,
      ),
  },
  {
    id: 'utiles',
    label: 'Útiles',
    load: () =>
      import('../features/supplies/components/supplies-panel-section.tsx').then(
        (module) => module.SuppliesPanelSection,
      ),
  },
  {
    id: 'aviso',
    label: 'Aviso',
    load: () =>
      import('../features/notice/components/notice-panel-section.tsx').then(
        (module) => module.NoticePanelSection,
      ),
  },
  {
    id: 'calendario',
    label: 'Calendario',
    load: () =>
      import('../features/calendar/components/calendar-panel-section.tsx').then(
        (module) => module.CalendarPanelSection,
      ),
  },
  {
    id: 'traducciones',
    label: 'Traducciones pendientes',
    load: () =>
      import('./panel/pending-translations-section.tsx').then(
        (module) => module.PendingTranslationsSection,
      ),
    // The news items, events and notice whose French or English translation is missing or
    // outdated.
    pending: {
      count: (signal) =>
        import('./panel/pending-translations.ts').then((module) =>
          module.countPendingTranslations(signal),
        ),
      words: (count) => (count === 1 ? '1 texto' : `${String(count)} textos`),
    },
  },
  {
    id: 'fotos',
    label: 'Fotos',
    load: () =>
      import('../features/photos/components/photos-panel-section.tsx').then(
        (module) => module.PhotosPanelSection,
      ),
    // The families' removal requests that wait for an answer.
    pending: {
      count: (signal) =>
        import('../features/photos/api/photos-api.ts').then((api) =>
          api.countOpenPhotoRequests(signal),
        ),
      words: (count) => (count === 1 ? '1 abierta' : `${String(count)} abiertas`),
    },
  },
  {
    id: 'admision',
    label: 'Admisión',
    load: () =>
      import('../features/admissions/components/admissions-panel-section.tsx').then(
        (module) => module.AdmissionsPanelSection,
      ),
    // The inquiries that no one has answered yet.
    pending: {
      count: (signal) =>
        import('../features/admissions/api/admissions-api.ts').then((api) =>
          api.countNewInquiries(signal),
        ),
      words: (count) => (count === 1 ? '1 nueva' : `${String(count)} nuevas`),
    },
  },
  {
    id: 'boletin',
    label: 'Boletín',
    load: () =>
      import('../features/digest/components/digest-panel-section.tsx').then(
        (module) => module.DigestPanelSection,
      ),
  },
  {
    id: 'administradores',
    label: 'Administradores',
    load: () =>
      import('../features/admins/components/admins-panel-section.tsx').then(
        (module) => module.AdminsPanelSection,
      ),
  },
  {
    id: 'actividad',
    label: 'Actividad',
    load: () =>
      import('../features/activity/components/activity-panel-section.tsx').then(
        (module) => module.ActivityPanelSection,
      ),
  },
];

/** The address's parameter that names the open section. */
export const SECTION_PARAM = 'seccion';

/** The section the address names; the first one when it names none or an unknown one. */
export function sectionFor(
  id: string | null,
  sections: readonly PanelSection[] = panelSections,
): PanelSection | undefined {
  return sections.find((section) => section.id === id) ?? sections[0];
}
