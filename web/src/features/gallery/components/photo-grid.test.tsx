import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FACEBOOK_URL, own } from '../gallery.test-support.ts';
import type { GridPhoto } from '../model/year-photos-state.ts';
import { EAGER_PHOTOS, PhotoGrid } from './photo-grid.tsx';

const item = (id: number): GridPhoto => ({ url: own(id).url, id, variants: own(id).variants });
const facebook: GridPhoto = { url: FACEBOOK_URL, id: null, variants: [] };
const SIZES = '(min-width: 1152px) 260px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw';

describe('PhotoGrid', () => {
  it('lists each photo in a list item, linked to open in a new tab', () => {
    render(<PhotoGrid photos={[item(1), facebook]} year={2019} />);
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/uploads/p1-960.webp',
      FACEBOOK_URL,
    ]);
    expect(links.map((link) => link.getAttribute('target'))).toEqual(['_blank', '_blank']);
    expect(links.map((link) => link.getAttribute('rel'))).toEqual(['noopener', 'noopener']);
    expect(links[0]?.textContent).toBe(' (se abre en una pestaña nueva)');
    expect(links[0]?.querySelector('.visually-hidden')?.textContent).toBe(
      '(se abre en una pestaña nueva)',
    );
  });

  it('names each photo by its place and year, with renditions and sizes when it has them', () => {
    render(<PhotoGrid photos={[item(1), facebook]} year={2019} />);
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Foto 1 de 2 del año 2019',
      'Foto 2 de 2 del año 2019',
    ]);
    expect(images[0]?.getAttribute('src')).toBe('/uploads/p1-960.webp');
    expect(images[0]?.getAttribute('srcset')).toBe(
      '/uploads/p1-480.webp 480w, /uploads/p1-960.webp 960w',
    );
    expect(images[0]?.getAttribute('sizes')).toBe(SIZES);
    expect(images[1]?.getAttribute('src')).toBe(FACEBOOK_URL);
    expect(images[1]?.hasAttribute('srcset')).toBe(false);
    expect(images[1]?.hasAttribute('sizes')).toBe(false);
    expect(images.map((image) => image.getAttribute('decoding'))).toEqual(['async', 'async']);
  });

  it('prefixes a relative address without a slash', () => {
    render(<PhotoGrid photos={[{ url: 'uploads/x.jpg', id: null, variants: [] }]} year={2020} />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/uploads/x.jpg');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/uploads/x.jpg');
  });

  it('loads the first row (four photos) at once and the rest lazily', () => {
    expect(EAGER_PHOTOS).toBe(4);
    render(<PhotoGrid photos={[1, 2, 3, 4, 5].map(item)} year={2020} />);
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
  });

  it('offers a visitor no delete button and no source note', () => {
    render(<PhotoGrid photos={[item(1), facebook]} year={2020} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Publicada en Facebook')).toBeNull();
  });

  it("gives an administrator a delete button per library photo, and the Facebook one's source", async () => {
    const onDelete = vi.fn();
    const user = userEvent.setup();
    render(<PhotoGrid photos={[item(1), facebook, item(3)]} year={2020} onDelete={onDelete} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Eliminar foto 1 de 3',
      'Eliminar foto 3 de 3',
    ]);
    expect(buttons.every((button) => button.hasAttribute('data-photo-delete'))).toBe(true);
    expect(buttons.every((button) => button.getAttribute('type') === 'button')).toBe(true);
    expect(buttons.some((button) => button.hasAttribute('aria-disabled'))).toBe(false);
    const [, facebookItem] = screen.getAllByRole('listitem');
    expect(facebookItem?.querySelector('p')?.textContent).toBe('Publicada en Facebook');
    await user.click(screen.getByRole('button', { name: 'Eliminar foto 3 de 3' }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(item(3), 2);
  });

  it('marks the photo being deleted busy and ignores a second click on it', async () => {
    const onDelete = vi.fn();
    const user = userEvent.setup();
    render(
      <PhotoGrid
        photos={[item(1), item(2)]}
        year={2020}
        onDelete={onDelete}
        deletingUrl={item(2).url}
      />,
    );
    const busy = screen.getByRole('button', { name: 'Eliminando… foto 2 de 2' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    const other = screen.getByRole('button', { name: 'Eliminar foto 1 de 2' });
    expect(other.hasAttribute('aria-disabled')).toBe(false);
    await user.click(busy);
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(other);
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(item(1), 0);
  });
});
