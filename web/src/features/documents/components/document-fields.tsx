import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_LIMITS,
  REQUIRED_DOCUMENT_KINDS,
} from '@lbj/shared';
import type { Ref } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { PANEL_TEXT as T } from '../documents-panel-text.ts';
import styles from './documents-panel.module.css';

/** The PDF picker. The chosen file stays chosen after a refusal. */
export function FileField({
  id,
  error,
  inputRef,
  onChange,
}: {
  id: string;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  onChange: (file: File | null) => void;
}) {
  return (
    <FormField id={id} label={T.fileLabel} hint={T.fileHint} error={error}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          name="archivo"
          type="file"
          accept="application/pdf,.pdf"
          className={styles.file}
          onChange={(event) => {
            onChange(event.target.files?.[0] ?? null);
          }}
        />
      )}
    </FormField>
  );
}

/** What a field of these forms takes: its value and error, a ref for the focus, a setter. */
interface ValueFieldProps<E> {
  id: string;
  value: string;
  error: string | undefined;
  inputRef: Ref<E>;
  onChange: (value: string) => void;
}

export function TitleField({ value, ...field }: ValueFieldProps<HTMLInputElement>) {
  return (
    <TextField
      {...field}
      label={T.titleLabel}
      count={{ length: [...value].length, max: DOCUMENT_LIMITS.tituloMax }}
      name="titulo"
      type="text"
      className={styles.control}
      value={value}
      autoComplete="off"
      maxLength={DOCUMENT_LIMITS.tituloMax * 2}
      required
    />
  );
}

const CATEGORY_OPTIONS = DOCUMENT_CATEGORIES.map((category) => ({
  value: category,
  label: DOCUMENT_CATEGORY_LABELS[category],
}));

export function CategoryField({
  id,
  value,
  error,
  inputRef,
  onChange,
}: ValueFieldProps<HTMLSelectElement>) {
  return (
    <SelectField
      id={id}
      label={T.categoryLabel}
      error={error}
      selectRef={inputRef}
      name="categoria"
      className={styles.control}
      value={value}
      required
      options={CATEGORY_OPTIONS}
      onChange={onChange}
    />
  );
}

export function ValidFromField(field: ValueFieldProps<HTMLInputElement>) {
  return (
    <TextField
      {...field}
      label={T.validFromLabel}
      hint={T.validFromHint}
      name="vigente_desde"
      type="date"
      className={styles.control}
      required
    />
  );
}

const KIND_OPTIONS = [
  { value: '', label: T.kindNone },
  ...REQUIRED_DOCUMENT_KINDS.map((kind) => ({ value: kind.tipo, label: kind.nombre })),
];

/** "Tipo de documento requerido": one of the kinds the school must keep current, or none. */
export function KindField({
  id,
  value,
  error,
  inputRef,
  onChange,
}: ValueFieldProps<HTMLSelectElement>) {
  return (
    <SelectField
      id={id}
      label={T.kindLabel}
      hint={T.kindHint}
      error={error}
      selectRef={inputRef}
      name="tipo"
      className={styles.control}
      value={value}
      options={KIND_OPTIONS}
      onChange={onChange}
    />
  );
}
