import { beforeEach, describe, expect, it } from 'vitest';
import {
  DRAFT_KEY,
  EMPTY_DRAFT,
  editDraftKey,
  readDraft,
  readEditDraft,
  saveDraft,
  saveEditDraft,
  type NewsDraft,
} from './news-draft.ts';

const DRAFT: NewsDraft = {
  titulo: 'Acto del Día del Libro',
  descripcion: 'Lectura en el patio.',
  tipo_noticia: 'Eventos',
  estado: 'borrador',
  programar: true,
  publicar_en: '2026-04-23T08:00',
};

const store = (key: string, value: unknown) => {
  window.sessionStorage.setItem(key, JSON.stringify(value));
};

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('the publish form draft', () => {
  it('an empty form starts as "publicada", unscheduled, with every text empty', () => {
    expect(readDraft()).toEqual({
      titulo: '',
      descripcion: '',
      tipo_noticia: '',
      estado: 'publicada',
      programar: false,
      publicar_en: '',
    });
  });

  it('comes back as saved: a draft state and a schedule included', () => {
    saveDraft(DRAFT);
    expect(readDraft()).toEqual(DRAFT);
    saveDraft({ ...DRAFT, estado: 'publicada', programar: false, publicar_en: '' });
    expect(readDraft()).toMatchObject({ estado: 'publicada', programar: false });
  });

  it('a draft saved by an older version, without the newer fields, reads them as empty', () => {
    store(DRAFT_KEY, { titulo: 'Acto', descripcion: 'Texto' });
    expect(readDraft()).toEqual({ ...EMPTY_DRAFT, titulo: 'Acto', descripcion: 'Texto' });
  });

  it('a stored value of the wrong kind falls back to the empty form, field by field', () => {
    store(DRAFT_KEY, {
      titulo: 5,
      descripcion: null,
      tipo_noticia: ['Eventos'],
      estado: 'archivada',
      programar: 'true',
      publicar_en: 2026,
    });
    expect(readDraft()).toEqual(EMPTY_DRAFT);
  });

  it('keeps a form with a single part filled: a title, a text, or the draft state alone', () => {
    saveDraft({ ...EMPTY_DRAFT, titulo: 'Acto' });
    expect(readDraft()).toEqual({ ...EMPTY_DRAFT, titulo: 'Acto' });
    saveDraft({ ...EMPTY_DRAFT, descripcion: 'Texto' });
    expect(readDraft()).toEqual({ ...EMPTY_DRAFT, descripcion: 'Texto' });
    saveDraft({ ...EMPTY_DRAFT, estado: 'borrador' });
    expect(readDraft()).toEqual({ ...EMPTY_DRAFT, estado: 'borrador' });
  });

  it('a form emptied again is no draft any more: the erased text does not come back', () => {
    saveDraft(DRAFT);
    saveDraft(EMPTY_DRAFT);
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(readDraft()).toEqual(EMPTY_DRAFT);
  });
});

describe("an edit's draft", () => {
  it('is kept per item: editing another item loses nothing', () => {
    saveEditDraft(1, 'v1', DRAFT, false);
    saveEditDraft(2, 'v2', { ...DRAFT, titulo: 'Otra noticia' }, false);
    expect(readEditDraft(1, 'v1')).toEqual(DRAFT);
    expect(readEditDraft(2, 'v2')?.titulo).toBe('Otra noticia');
    // The publish form's own draft is apart from both.
    expect(readDraft()).toEqual(EMPTY_DRAFT);
  });

  it('an edit taken back to the item itself is no draft any more', () => {
    saveEditDraft(1, 'v1', DRAFT, false);
    saveEditDraft(1, 'v1', { ...DRAFT, titulo: 'Como estaba' }, true);
    expect(readEditDraft(1, 'v1')).toBeNull();
    expect(window.sessionStorage.getItem(editDraftKey(1))).toBeNull();
  });

  it('an unchanged edit leaves the publish form draft alone', () => {
    saveDraft(DRAFT);
    saveEditDraft(1, 'v1', DRAFT, true);
    expect(readDraft()).toEqual(DRAFT);
  });
});
