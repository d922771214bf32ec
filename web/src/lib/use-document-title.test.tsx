import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from './use-document-title.ts';

/** Stands for the layout, which gives the route's fixed title through the same hook. */
function Layout({
  children,
  title = 'Fotos del año · Colegio Le Beau Jour',
}: {
  children?: ReactNode;
  title?: string;
}) {
  useDocumentTitle(title);
  return <>{children}</>;
}

/** Stands for /listado-utiles, whose title names the year once its data has come. */
function SuppliesPage({ year }: { year?: number }) {
  useDocumentTitle(
    year === undefined
      ? undefined
      : `Listado de útiles escolares ${String(year)} · Colegio Le Beau Jour`,
  );
  return null;
}

function YearPage({ year }: { year: number }) {
  useDocumentTitle(`Fotos ${String(year)} · Colegio Le Beau Jour`);
  return null;
}

describe('useDocumentTitle', () => {
  it("wins over the layout's title set in the same commit, and follows the year", async () => {
    const { rerender } = render(
      <Layout>
        <YearPage year={2020} />
      </Layout>,
    );
    await waitFor(() => {
      expect(document.title).toBe('Fotos 2020 · Colegio Le Beau Jour');
    });
    rerender(
      <Layout>
        <YearPage year={2019} />
      </Layout>,
    );
    await waitFor(() => {
      expect(document.title).toBe('Fotos 2019 · Colegio Le Beau Jour');
    });
  });

  it('once the page is gone, leaves the next page’s title alone', async () => {
    const { unmount } = render(<YearPage year={2020} />);
    // The page goes before its queued title lands, and the next page sets its own title.
    unmount();
    document.title = 'Contacto · Colegio Le Beau Jour';
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.title).toBe('Contacto · Colegio Le Beau Jour');
  });

  it("shows the layout's title until the page has its own, and again once the page is gone", () => {
    const fixed = 'Listado de útiles escolares · Colegio Le Beau Jour';
    const { rerender } = render(
      <Layout title={fixed}>
        <SuppliesPage />
      </Layout>,
    );
    expect(document.title).toBe(fixed);
    rerender(
      <Layout title={fixed}>
        <SuppliesPage year={2026} />
      </Layout>,
    );
    expect(document.title).toBe('Listado de útiles escolares 2026 · Colegio Le Beau Jour');
    rerender(<Layout title="Contacto · Colegio Le Beau Jour" />);
    expect(document.title).toBe('Contacto · Colegio Le Beau Jour');
  });
});
