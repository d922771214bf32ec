/*
 * TextField: a FormField around a one-line <input> (text, password, date, datetime-local), for
 * the staff forms. The label, hint, count and error and their aria wiring are FormField's; the
 * input takes every other attribute it is given, and onChange hands over the typed value.
 */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FormField, type FieldControlProps, type FormFieldProps } from './form-field.tsx';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  keyof FieldControlProps | 'onChange' | 'children'
>;

export interface TextFieldProps extends InputProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: FormFieldProps['error'];
  count?: FormFieldProps['count'];
  /** A class for the field's wrapper (the input's own goes in `className`). */
  fieldClassName?: string;
  /** A fixed id for the input (else one is generated). */
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
}

export function TextField({
  label,
  hint,
  error,
  count,
  fieldClassName,
  id,
  inputRef,
  onChange,
  ...input
}: TextFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      count={count}
      className={fieldClassName}
    >
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          {...input}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      )}
    </FormField>
  );
}
