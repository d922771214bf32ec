import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardIcon } from './card.tsx';
import { IconLine, IconList } from './icon-line.tsx';

describe('IconLine', () => {
  it('hides the icon and keeps the text readable, in the element asked for', () => {
    render(
      <IconList className="mine">
        <IconLine icon={<svg data-testid="tel" />}>
          <span>Teléfono: 123</span>
        </IconLine>
      </IconList>,
    );
    const list = screen.getByRole('list');
    expect(list.className).toBe('list mine');
    const item = screen.getByRole('listitem');
    expect(item.textContent).toBe('Teléfono: 123');
    expect(screen.getByTestId('tel').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });

  it('can be a paragraph (inside an address)', () => {
    render(
      <address>
        <IconLine as="p" icon={<svg />}>
          Viña del Mar
        </IconLine>
      </address>,
    );
    expect(screen.getByText('Viña del Mar').tagName).toBe('P');
  });
});

describe('CardIcon', () => {
  it('is decorative and sized and spaced by its props', () => {
    const { container } = render(
      <>
        <CardIcon>
          <svg />
        </CardIcon>
        <CardIcon size="large" spaceBelow="medium">
          <svg />
        </CardIcon>
        <CardIcon spaceBelow="small">
          <svg />
        </CardIcon>
      </>,
    );
    const badges = [...container.querySelectorAll('span')];
    expect(badges.map((badge) => badge.getAttribute('aria-hidden'))).toEqual([
      'true',
      'true',
      'true',
    ]);
    expect(badges.map((badge) => badge.className)).toEqual([
      'icon',
      'icon iconLarge iconSpaceMedium',
      'icon iconSpaceSmall',
    ]);
  });
});
