import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { historyCopy } from '../content/history.ts';
import { school } from '../content/school.ts';
import { App } from './app.tsx';

/** Shows where the router is and how it got there. */
function LocationProbe() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  return <output aria-label="ubicación">{`${navigationType} ${pathname}`}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('App routes', () => {
  // The layout scrolls to the top on every route change; jsdom has no layout to scroll.
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each(['/no-existe', '/galeria/2024/fotos', '/adminlbj', '/noticias/1'])(
    'an unknown path (%s) is replaced by the home page',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: school.homeTitle })).toBeTruthy();
      // REPLACE, not PUSH: the browser's back button never returns to the unknown address.
      expect(screen.getByRole('status', { name: 'ubicación' }).textContent).toBe('REPLACE /');
    },
  );

  it('a known path stays where it is', async () => {
    renderAt('/historia');
    expect(await screen.findByRole('heading', { level: 1, name: historyCopy.title })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'ubicación' }).textContent).toBe('POP /historia');
  });
});
