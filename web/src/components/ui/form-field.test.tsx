import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormField, joinIds } from './form-field.tsx';

/** The text of the elements an attribute's ids point to. */
function textOf(element: HTMLElement, attribute: string): string[] {
  return (element.getAttribute(attribute) ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `(falta #${id})`);
}

function Titulo({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <FormField
      label="Título"
      hint="Una línea, sin punto final."
      count={{ length: value.length, max: 200 }}
      error={error}
    >
      {(control) => (
        <input
          {...control}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
          }}
        />
      )}
    </FormField>
  );
}

describe('FormField', () => {
  it('labels the control and describes it with its hint and its count', () => {
    render(<Titulo />);
    const input = screen.getByRole('textbox', { name: 'Título' });
    expect(textOf(input, 'aria-describedby')).toEqual(['Una línea, sin punto final.', '0 / 200']);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-errormessage')).toBe(false);
  });

  it('counts the characters as they are typed', async () => {
    const user = userEvent.setup();
    render(<Titulo />);
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Feria');
    expect(screen.getByText('5 / 200')).toBeDefined();
  });

  it('marks the control invalid and points to its error, last in the description', () => {
    render(<Titulo error="Escribe un título." />);
    const input = screen.getByRole('textbox', { name: 'Título' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(textOf(input, 'aria-errormessage')).toEqual(['Escribe un título.']);
    expect(textOf(input, 'aria-describedby')).toEqual([
      'Una línea, sin punto final.',
      '0 / 200',
      'Escribe un título.',
    ]);
    // Not announced by default: the form moves the focus to the field instead.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists several errors in one alert when asked to announce them', () => {
    render(
      <FormField label="Fotos" error={['Uno.', 'Dos.']} announceError describedBy={['otro']}>
        {(control) => <input type="file" {...control} />}
      </FormField>,
    );
    const alert = screen.getByRole('alert');
    expect(Array.from(alert.querySelectorAll('li')).map((li) => li.textContent)).toEqual([
      'Uno.',
      'Dos.',
    ]);
    const input = screen.getByLabelText('Fotos');
    expect(input.getAttribute('aria-describedby')).toBe(`otro ${alert.id}`);
    expect(input.getAttribute('aria-errormessage')).toBe(alert.id);
  });

  it('takes an empty list as no error', () => {
    render(
      <FormField label="Fotos" error={[]}>
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.getByLabelText('Fotos').hasAttribute('aria-invalid')).toBe(false);
  });

  it('leaves out empty messages: none left is no error, one left is a single message', () => {
    const { rerender } = render(
      <FormField label="Fotos" error={['']}>
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Fotos');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    rerender(
      <FormField label="Fotos" error={['', 'Muy grande.', '']}>
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(textOf(input, 'aria-errormessage')).toEqual(['Muy grande.']);
    expect(document.querySelector('li')).toBeNull();
  });

  it('joins only the ids that are set', () => {
    expect(joinIds('a', null, undefined, false, 'b')).toBe('a b');
    expect(joinIds(null)).toBeUndefined();
  });
});
