import { useRef, useState } from 'react';

/** A form's errors, one per field (Spanish), as FormField shows them. */
export type FieldErrorMap<F extends string> = Partial<Record<F, string>>;

/**
 * The errors of a form's fields and the focus that goes with them: `show` puts the errors beside
 * their fields and moves the focus to the first one in `order`; typing in a field clears its
 * error; `accept` is the check before sending. `bind(field, set)` hands a field component what it needs: its error, a ref for the
 * focus, and an onChange that stores the value and clears the error. Nothing typed is lost.
 */
export function useFieldErrors<F extends string>(order: readonly F[]) {
  const [errors, setErrors] = useState<FieldErrorMap<F>>({});
  const elements = useRef<Partial<Record<F, HTMLElement | null>>>({});

  const show = (found: FieldErrorMap<F>) => {
    setErrors(found);
    const first = order.find((field) => found[field] !== undefined);
    if (first) elements.current[first]?.focus();
  };
  const clear = (field: F) => {
    setErrors((current) =>
      current[field] === undefined ? current : { ...current, [field]: undefined },
    );
  };
  const ref = (field: F) => (element: HTMLElement | null) => {
    elements.current[field] = element;
  };
  const bind = <V>(field: F, set: (value: V) => void) => ({
    error: errors[field],
    inputRef: ref(field),
    onChange: (value: V) => {
      set(value);
      clear(field);
    },
  });

  /**
   * The check before sending: with any error in `found` it shows them (focus on the first) and
   * answers false; with none it clears the old ones and answers true.
   */
  const accept = (found: FieldErrorMap<F>) => {
    if (Object.values(found).some((error) => error !== undefined)) {
      show(found);
      return false;
    }
    setErrors({});
    return true;
  };

  /** The field's element, once rendered (to empty a file picker). */
  const element = (field: F) => elements.current[field] ?? null;

  return { errors, show, accept, clear, ref, bind, element };
}
