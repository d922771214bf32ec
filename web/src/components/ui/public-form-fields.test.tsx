import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PublicFormFields } from './public-form-fields.tsx';

describe('PublicFormFields', () => {
  it('sends the stamp back and an empty honeypot no one reaches with Tab or hears', () => {
    const { container } = render(
      <form>
        <PublicFormFields stamp="123.abc" />
      </form>,
    );
    const form = container.querySelector('form');
    if (!form) throw new Error('no form');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      formulario_inicio: '123.abc',
      sitio_web: '',
    });
    const trap = container.querySelector('[name="sitio_web"]');
    expect(trap?.getAttribute('tabindex')).toBe('-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
