import type { SupplyLevel } from '@lbj/shared';
import { describe, expect, it, vi } from 'vitest';
import { createDraftStore } from './supplies-drafts-store.ts';
import { draftFrom } from '../model/supplies-editor.ts';

const level: SupplyLevel = {
  nivel: 'kinder',
  nombre: 'Kínder',
  version: 1,
  actualizado: null,
  lineas: [{ tipo: 'util', texto: 'Tijera' }],
};

describe('the store of kept drafts', () => {
  it('keeps each change and tells those watching until they stop', () => {
    const store = createDraftStore();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    const draft = draftFrom(2026, level);
    store.change((current) => ({ ...current, '2026:kinder': draft }));
    expect(store.read()).toEqual({ '2026:kinder': draft });
    expect(listener).toHaveBeenCalledTimes(1);

    const before = store.read();
    store.change((current) => current);
    expect(store.read()).toBe(before);
    expect(listener).toHaveBeenCalledTimes(1);

    stop();
    store.change(() => ({}));
    expect(store.read()).toEqual({});
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('makes one draft per loaded copy of a level, its keys kept until loaded again', () => {
    const store = createDraftStore();
    const first = store.loaded(2026, level);
    expect(store.loaded(2026, level)).toBe(first);
    expect(store.loaded(2026, { ...level }).lines[0]?.key).not.toBe(first.lines[0]?.key);
  });

  it('starts empty in each store', () => {
    const store = createDraftStore();
    store.change(() => ({ '2026:kinder': draftFrom(2026, level) }));
    expect(createDraftStore().read()).toEqual({});
  });
});
