import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandIcon } from './brand-icons.tsx';

describe('BrandIcon', () => {
  it("draws each network's mark, decorative and at the size asked", () => {
    const { container, rerender } = render(<BrandIcon id="facebook" size={22} />);
    const svg = () => container.querySelector('svg');
    expect(svg()?.getAttribute('aria-hidden')).toBe('true');
    expect(svg()?.getAttribute('width')).toBe('22');
    expect(svg()?.querySelector('path')).not.toBeNull();
    expect(svg()?.querySelector('rect')).toBeNull();
    rerender(<BrandIcon id="instagram" size={20} />);
    expect(svg()?.getAttribute('height')).toBe('20');
    expect(svg()?.querySelector('rect')).not.toBeNull();
    expect(svg()?.getAttribute('stroke')).toBe('currentColor');
  });
});
