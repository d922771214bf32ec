import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { PANEL_TEXT as T } from '../documents-panel-text.ts';
import { useDocumentForm } from './use-document-form.ts';

const refusal = (field: string | undefined) =>
  new ApiRequestError(400, {
    statusCode: 400,
    error: 'El título ya existe.',
    message: 'El título ya existe.',
    ...(field ? { field } : {}),
  });

describe('useDocumentForm', () => {
  it('says a refusal beside the field the server names, not over the form', () => {
    const { result } = renderHook(() => useDocumentForm(['titulo', 'categoria']));
    act(() => {
      result.current.refused(refusal('titulo'));
    });
    expect(result.current.errors.titulo).toBe('El título ya existe.');
    expect(result.current.failure).toBeNull();
  });

  it('says a refusal without a field over the form, until the next attempt', () => {
    const { result } = renderHook(() => useDocumentForm(['titulo']));
    act(() => {
      result.current.refused(refusal(undefined));
    });
    expect(result.current.failure).toBe('El título ya existe.');
    expect(result.current.errors).toEqual({});
    act(() => {
      result.current.clearFailure();
    });
    expect(result.current.failure).toBeNull();
  });

  it('a refusal beside a field takes away the failure said over the form, and focuses the field', () => {
    const { result } = renderHook(() => useDocumentForm(['archivo', 'titulo']));
    const input = document.createElement('input');
    document.body.append(input);
    act(() => {
      result.current.ref('titulo')(input);
      result.current.refused(new DOMException('Subida cancelada', 'AbortError'));
    });
    expect(result.current.failure).toBe(T.cancelled);
    expect(result.current.errors).toEqual({});
    act(() => {
      result.current.refused(refusal('titulo'));
    });
    expect(result.current.failure).toBeNull();
    expect(result.current.errors).toEqual({ titulo: 'El título ya existe.' });
    expect(document.activeElement).toBe(input);
    input.remove();
  });

  it('empties the file picker, and does nothing without one', () => {
    const { result } = renderHook(() => useDocumentForm(['archivo', 'titulo']));
    expect(() => {
      result.current.emptyPicker();
    }).not.toThrow();
    const picker = document.createElement('input');
    picker.type = 'text';
    picker.value = 'reglamento.pdf';
    const title = document.createElement('input');
    title.value = 'Circular';
    act(() => {
      result.current.ref('archivo')(picker);
      result.current.ref('titulo')(title);
    });
    result.current.emptyPicker();
    expect(picker.value).toBe('');
    expect(title.value).toBe('Circular');
    // Something that is not an input is left alone.
    const box = document.createElement('div');
    box.textContent = 'x';
    result.current.ref('archivo')(box);
    result.current.emptyPicker();
    expect(box.textContent).toBe('x');
    expect('value' in box).toBe(false);
  });
});
