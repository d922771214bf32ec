import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../lib/lazy-route.ts';
import { reloadPage } from '../lib/reload-page.ts';
import { AppErrorView, ErrorBoundary, RouteErrorView } from './error-views.tsx';

vi.mock('../lib/reload-page.ts', () => ({ reloadPage: vi.fn() }));
const reload = vi.mocked(reloadPage);

function Broken({ error }: { error: unknown }): never {
  throw error;
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('ErrorBoundary', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the fallback with the thrown error and logs it with the component stack', () => {
    const error = new Error('boom');
    render(
      <ErrorBoundary fallback={(e) => <p>{`fallo: ${e.message}`}</p>}>
        <Broken error={error} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('fallo: boom')).toBeTruthy();
    expect(consoleError).toHaveBeenCalledWith(error, expect.stringContaining('Broken'));
  });

  it('turns a thrown value that is not an Error into one carrying its text', () => {
    render(
      <ErrorBoundary fallback={(e) => <p>{`${e.name}: ${e.message}`}</p>}>
        <Broken error="texto lanzado" />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Error: texto lanzado')).toBeTruthy();
  });

  it('renders its children while nothing fails', () => {
    render(
      <ErrorBoundary fallback={() => <p>fallo</p>}>
        <p>contenido</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('contenido')).toBeTruthy();
    expect(screen.queryByText('fallo')).toBeNull();
  });

  it('keeps the error while the reset key stays and clears it when the key changes', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/a" fallback={() => <p>fallo</p>}>
        <Broken error={new Error('boom')} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('fallo')).toBeTruthy();
    rerender(
      <ErrorBoundary resetKey="/a" fallback={() => <p>fallo</p>}>
        <p>contenido</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('fallo')).toBeTruthy();
    expect(screen.queryByText('contenido')).toBeNull();
    rerender(
      <ErrorBoundary resetKey="/b" fallback={() => <p>fallo</p>}>
        <p>contenido</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('contenido')).toBeTruthy();
    expect(screen.queryByText('fallo')).toBeNull();
  });
});

describe('RouteErrorView', () => {
  beforeEach(() => {
    reload.mockClear();
  });

  it('a chunk that failed to load explains the connection problem', () => {
    render(<RouteErrorView error={new ChunkLoadError('news')} />);
    expect(heading()).toBe('No pudimos cargar esta página');
    expect(
      screen.getByText(
        'Parece que la conexión se interrumpió mientras se cargaba la página. Revisa tu conexión a internet e inténtalo de nuevo.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Loading chunk news failed.').tagName).toBe('CODE');
    expect(screen.getByRole('region', { name: 'No pudimos cargar esta página' })).toBeTruthy();
  });

  it('any other error says the page failed and suggests going home', () => {
    render(<RouteErrorView error={new Error('x is undefined')} />);
    expect(heading()).toBe('Algo salió mal en esta página');
    expect(
      screen.getByText(
        'Ocurrió un error inesperado al mostrar esta página. Inténtalo de nuevo; si el problema continúa, vuelve al inicio.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('x is undefined').tagName).toBe('CODE');
  });

  it.each([new ChunkLoadError('news'), new Error('x')])(
    '"Reintentar" reloads the page and "Volver al inicio" leads home (%s)',
    (error) => {
      render(<RouteErrorView error={error} />);
      expect(reload).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(reload).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    },
  );
});

describe('AppErrorView', () => {
  it('a rendering error outside any route shows the error page title, the error and a link home', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallback={(error) => <AppErrorView error={error} />}>
        <Broken error={new Error('boom')} />
      </ErrorBoundary>,
    );
    vi.restoreAllMocks();
    expect(heading()).toBe('Unexpected Application Error!');
    expect(screen.getByRole('main').id).toBe('contenido');
    expect(
      screen.getByText(
        'Ocurrió un error inesperado y el sitio no se pudo mostrar. Puedes volver a la página de inicio e intentarlo otra vez.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('boom').tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
