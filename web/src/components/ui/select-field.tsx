/*
 * SelectField: a FormField around a <select>, for the staff forms. The label, hint and error and
 * their aria wiring are FormField's; the select takes every other attribute it is given, lists
 * `options` in order, and onChange hands over the chosen value.
 */
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FormField, type FieldControlProps, type FormFieldProps } from './form-field.tsx';

export interface SelectOption {
  value: string;
  label: string;
  /** A prompt such as "Elige una categoría": shown while nothing is chosen, not choosable. */
  disabled?: boolean;
}

type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  keyof FieldControlProps | 'onChange' | 'children'
>;

export interface SelectFieldProps extends SelectProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: FormFieldProps['error'];
  /** A fixed id for the select (else one is generated). */
  id?: string;
  selectRef?: Ref<HTMLSelectElement>;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

export function SelectField({
  label,
  hint,
  error,
  id,
  selectRef,
  options,
  onChange,
  ...select
}: SelectFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...control}
          ref={selectRef}
          {...select}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
