import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field.tsx';

const OPTIONS = [
  { value: '', label: 'Elige una categoría', disabled: true },
  { value: 'utiles', label: 'Útiles' },
  { value: 'reglamento', label: 'Reglamento' },
] as const;

describe('SelectField', () => {
  it('ties the select to its label, hint and error and lists the options in order', () => {
    const selectRef = createRef<HTMLSelectElement>();
    render(
      <SelectField
        id="categoria"
        label="Categoría"
        hint="Dónde aparece el documento."
        error="Elige una categoría."
        name="categoria"
        value=""
        required
        selectRef={selectRef}
        options={OPTIONS}
        onChange={() => undefined}
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Categoría' });
    expect(select.id).toBe('categoria');
    expect(select.getAttribute('name')).toBe('categoria');
    expect(select.required).toBe(true);
    expect(selectRef.current).toBe(select);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe('categoria-ayuda categoria-error');
    expect(document.getElementById('categoria-error')?.textContent).toBe('Elige una categoría.');
    const options = Array.from(select.options);
    expect(options.map((option) => [option.value, option.textContent, option.disabled])).toEqual([
      ['', 'Elige una categoría', true],
      ['utiles', 'Útiles', false],
      ['reglamento', 'Reglamento', false],
    ]);
  });

  it('hands over the chosen value', () => {
    const onChange = vi.fn();
    render(<SelectField label="Categoría" value="" options={OPTIONS} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Categoría' });
    expect(select.hasAttribute('aria-invalid')).toBe(false);
    fireEvent.change(select, { target: { value: 'reglamento' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('reglamento');
  });
});
