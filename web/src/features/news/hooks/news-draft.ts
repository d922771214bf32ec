/** The publish form's text, kept in sessionStorage so that a reload or a closed dialog loses nothing. */
export interface NewsDraft {
  titulo: string;
  descripcion: string;
  tipo_noticia: string;
}

export const DRAFT_KEY = 'lbj:borrador-noticia';
export const EMPTY_DRAFT: NewsDraft = { titulo: '', descripcion: '', tipo_noticia: '' };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function readDraft(): NewsDraft {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return EMPTY_DRAFT;
    const data = JSON.parse(raw) as Record<string, unknown> | null;
    if (typeof data !== 'object' || data === null) return EMPTY_DRAFT;
    return {
      titulo: text(data.titulo),
      descripcion: text(data.descripcion),
      tipo_noticia: text(data.tipo_noticia),
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveDraft(draft: NewsDraft): void {
  try {
    if (!draft.titulo && !draft.descripcion && !draft.tipo_noticia) {
      window.sessionStorage.removeItem(DRAFT_KEY);
    } else {
      window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    }
  } catch {
    // Storage full or blocked: the draft lives on in memory only.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
