import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
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
});
