/**
 * The publish form's text, kept in sessionStorage so that a reload or a closed dialog loses
 * nothing. Editing keeps one draft per item, tied to the version of the item it started from.
 */
export interface NewsDraft {
  titulo: string;
  descripcion: string;
  tipo_noticia: string;
  /** "publicada" or "borrador". */
  estado: string;
  /** "Programar publicación" is ticked. */
  programar: boolean;
  /** The `datetime-local` value, in Chile's time ("2026-03-02T08:00"). */
  publicar_en: string;
}

export const DRAFT_KEY = 'lbj:borrador-noticia';
export const editDraftKey = (id: number) => `${DRAFT_KEY}:${String(id)}`;

export const EMPTY_DRAFT: NewsDraft = {
  titulo: '',
  descripcion: '',
  tipo_noticia: '',
  estado: 'publicada',
  programar: false,
  publicar_en: '',
};

const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : fallback;

function fromJson(data: Record<string, unknown>): NewsDraft {
  return {
    titulo: text(data.titulo),
    descripcion: text(data.descripcion),
    tipo_noticia: text(data.tipo_noticia),
    estado: data.estado === 'borrador' ? 'borrador' : 'publicada',
    programar: data.programar === true,
    publicar_en: text(data.publicar_en),
  };
}

function readJson(key: string): Record<string, unknown> | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const data = JSON.parse(raw) as unknown;
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the draft lives on in memory only.
  }
}

const isEmpty = (draft: NewsDraft) =>
  !draft.titulo &&
  !draft.descripcion &&
  !draft.tipo_noticia &&
  draft.estado === EMPTY_DRAFT.estado &&
  !draft.programar &&
  !draft.publicar_en;

export function readDraft(): NewsDraft {
  const data = readJson(DRAFT_KEY);
  return data ? fromJson(data) : EMPTY_DRAFT;
}

export function saveDraft(draft: NewsDraft): void {
  if (isEmpty(draft)) clearDraft();
  else write(DRAFT_KEY, draft);
}

export function clearDraft(key: string = DRAFT_KEY): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/**
 * The unsaved edit of item `id`, when it was started from this version of the item (`base`,
 * its `actualizado`); an edit of an older version is dropped, not shown over newer text.
 */
export function readEditDraft(id: number, base: string): NewsDraft | null {
  const data = readJson(editDraftKey(id));
  if (!data || data.base !== base) return null;
  return fromJson(data);
}

/** Keeps the edit of item `id`; an edit equal to the item itself is no draft at all. */
export function saveEditDraft(id: number, base: string, draft: NewsDraft, unchanged: boolean) {
  if (unchanged) clearDraft(editDraftKey(id));
  else write(editDraftKey(id), { ...draft, base });
}
