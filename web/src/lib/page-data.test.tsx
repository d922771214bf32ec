import { fireEvent, render, screen } from '@testing-library/react';
import { PAGE_DATA_ID } from '@lbj/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate } from 'react-router';
import { loadNewPage, usePageData } from './page-data.test-support.ts';

vi.mock('./page-data.ts', () => import('./page-data.test-support.ts'));

function Years() {
  const years = usePageData<number[]>('galeria-anios');
  const navigate = useNavigate();
  return (
    <>
      <p>{years === undefined ? 'sin datos' : years.join(',')}</p>
      <button type="button" onClick={() => void navigate('/galeria/2026')}>
        año
      </button>
      <button type="button" onClick={() => void navigate('/galeria')}>
        volver
      </button>
    </>
  );
}

function embed(data: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ID;
  script.textContent = JSON.stringify(data);
  document.body.append(script);
}

beforeEach(() => {
  loadNewPage();
  window.history.replaceState(null, '', '/galeria');
});

afterEach(() => {
  document.getElementById(PAGE_DATA_ID)?.remove();
  window.history.replaceState(null, '', '/');
});

describe('usePageData in the browser', () => {
  it('reads the data embedded for the address the server sent', () => {
    embed({ 'galeria-anios': [2026, 2024] });
    render(
      <MemoryRouter initialEntries={['/galeria']}>
        <Years />
      </MemoryRouter>,
    );
    expect(screen.getByText('2026,2024')).toBeTruthy();
  });

  it('has none for another address, nor for the first one once the visitor has left it', () => {
    embed({ 'galeria-anios': [2026, 2024] });
    render(
      <MemoryRouter initialEntries={['/galeria']}>
        <Years />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'año' }));
    expect(screen.getByText('sin datos')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'volver' }));
    expect(screen.getByText('sin datos')).toBeTruthy();
  });

  it('ignores embedded data that is not an object', () => {
    embed([2026]);
    render(
      <MemoryRouter initialEntries={['/galeria']}>
        <Years />
      </MemoryRouter>,
    );
    expect(screen.getByText('sin datos')).toBeTruthy();
  });
});
