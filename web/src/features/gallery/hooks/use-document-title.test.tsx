import { render, waitFor } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from './use-document-title.ts';

/** Stands for the layout, which sets the route's fixed title in its own effect. */
function Layout({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.title = 'Fotos del año · Colegio Le Beau Jour';
  });
  return <>{children}</>;
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
});
