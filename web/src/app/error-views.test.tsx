import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../lib/lazy-route.ts';
import { AppErrorView, ErrorBoundary, RouteErrorView } from './error-views.tsx';

function Broken(): never {
  throw new Error('boom');
}

describe('error views', () => {
  it('a rendering error outside any route shows "Unexpected Application Error!" with a link home', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallback={(error) => <AppErrorView error={error} />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Unexpected Application Error!',
    );
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    expect(screen.getByText(/Ocurrió un error inesperado/)).toBeTruthy();
  });

  it('a chunk load error explains the connection problem and offers a retry', () => {
    render(<RouteErrorView error={new ChunkLoadError('news')} />);
    expect(screen.getByRole('heading', { name: 'No pudimos cargar esta página' })).toBeTruthy();
    expect(screen.getByText('Loading chunk news failed.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('clears the error when the reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ErrorBoundary resetKey="/a" fallback={() => <p>fallo</p>}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('fallo')).toBeTruthy();
    rerender(
      <ErrorBoundary resetKey="/b" fallback={() => <p>fallo</p>}>
        <p>contenido</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('contenido')).toBeTruthy();
  });
});
