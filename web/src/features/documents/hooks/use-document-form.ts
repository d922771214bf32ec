import { useState } from 'react';
import { useFieldErrors } from '../../../lib/use-field-errors.ts';
import { placeFailure, type DocumentField } from '../model/document-form.ts';

/**
 * A documents form's state of refusal: its fields' errors (useFieldErrors) and the failure said
 * over the form. `refused` places a refused request beside its field or over the form; nothing
 * chosen or typed is cleared.
 */
export function useDocumentForm(order: readonly DocumentField[]) {
  const fields = useFieldErrors(order);
  const [failure, setFailure] = useState<string | null>(null);
  return {
    ...fields,
    failure,
    /** A new attempt: the last failure goes. */
    clearFailure: () => {
      setFailure(null);
    },
    refused: (error: unknown) => {
      const placed = placeFailure(error);
      setFailure(placed.form ?? null);
      if (placed.field) fields.show(placed.field);
    },
    /** Empties the file picker (after a success). */
    emptyPicker: () => {
      const picker = fields.element('archivo');
      if (picker instanceof HTMLInputElement) picker.value = '';
    },
  };
}
