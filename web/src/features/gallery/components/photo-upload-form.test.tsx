import { MESSAGES } from '@lbj/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readToken } from '../../../lib/session-store.ts';
import { logInForTests, renderWithQuery, resetSession } from '../../../lib/testing.test-support.ts';
import type { DecodedImage, ImageDecoder } from '../../../lib/upload/resize-image.ts';
import {
  deferred,
  FakeXhr,
  fakeXhr,
  jpeg,
  lastXhr,
  own,
  refusal,
  serveGallery,
} from '../gallery.test-support.ts';
import { PhotoUploadForm } from './photo-upload-form.tsx';

let token: string;

function renderForm(decoder?: ImageDecoder | null) {
  const onUploaded = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  const view = renderWithQuery(
    <PhotoUploadForm
      year={2020}
      onUploaded={onUploaded}
      {...(decoder !== undefined ? { decoder } : {})}
    />,
  );
  const input = () => screen.getByLabelText<HTMLInputElement>('Fotos');
  const submit = () => screen.getByRole('button', { name: /^Sub/ });
  return { user, onUploaded, input, submit, ...view };
}

/** The ids in the input's aria-describedby, as their texts. */
const descriptions = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

/** A decoder that finds a 4000 × 3000 photo and shrinks it to a 500-byte file of the asked type. */
function shrinkingDecoder() {
  const decoded: DecodedImage = {
    width: 4000,
    height: 3000,
    encode: (_size, type) => Promise.resolve(new Blob(['y'.repeat(500)], { type })),
    close: () => undefined,
  };
  return vi.fn<ImageDecoder>(() => Promise.resolve(decoded));
}

beforeEach(() => {
  token = logInForTests();
  serveGallery();
  fakeXhr();
});

afterEach(() => {
  resetSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PhotoUploadForm', () => {
  it('is a section named by its heading, with a multiple image input and its hint', () => {
    const { input, submit } = renderForm();
    expect(screen.getByRole('region', { name: 'Subir fotos a 2020' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Subir fotos a 2020');
    expect(input().getAttribute('type')).toBe('file');
    expect(input().getAttribute('name')).toBe('fotos');
    expect(input().multiple).toBe(true);
    expect(input().getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    expect(descriptions(input())).toEqual([
      'Formatos permitidos: JPG, PNG, WebP. Tamaño máximo: 5MB. Puedes elegir varias a la vez (hasta 20 por envío).',
    ]);
    expect(submit().textContent).toBe('Subir fotos');
    expect(submit().getAttribute('type')).toBe('submit');
    expect(submit().hasAttribute('aria-disabled')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Cancelar subida' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('describes the chosen photos under the input', async () => {
    const { user, input } = renderForm();
    await user.upload(input(), [jpeg('a.jpg', 1024), jpeg('b.jpg', 2048)]);
    expect(screen.getByText('2 fotos elegidas (3 KB)')).toBeTruthy();
    expect(descriptions(input())).toContain('2 fotos elegidas (3 KB)');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input().hasAttribute('aria-invalid')).toBe(false);
    await user.upload(input(), [jpeg('c.jpg', 600)]);
    expect(screen.getByText('1 foto elegida (600 bytes)')).toBeTruthy();
  });

  it('names each refused file at once, and an empty choice clears the files and the problems', async () => {
    const { user, input } = renderForm();
    const pdf = new File(['%PDF'], 'circular.pdf', { type: 'application/pdf' });
    await user.upload(input(), [pdf, jpeg('bien.jpg')]);
    expect(screen.getByRole('alert').textContent).toBe(
      'La foto «circular.pdf» no se pudo subir. El archivo no es una imagen JPG, PNG o WebP.',
    );
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('2 fotos elegidas (1004 bytes)')).toBeTruthy();

    await user.upload(input(), []);
    await waitFor(() => {
      expect(screen.queryByRole('alert')).toBeNull();
    });
    expect(input().hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText(/elegida/)).toBeNull();
    expect(descriptions(input())).toHaveLength(1);
  });

  it('an input without a file list counts as an empty choice', async () => {
    const { user, input } = renderForm();
    await user.upload(input(), [jpeg('a.jpg')]);
    expect(screen.getByText('1 foto elegida (1000 bytes)')).toBeTruthy();
    Object.defineProperty(input(), 'files', { value: null, configurable: true });
    fireEvent.change(input());
    await waitFor(() => {
      expect(screen.queryByText(/elegida/)).toBeNull();
    });
  });

  it('refuses more than 20 photos before sending', async () => {
    const { user, input, submit } = renderForm();
    const many = Array.from({ length: 21 }, (_, index) => jpeg(`f${String(index)}.jpg`));
    await user.upload(input(), many);
    expect(screen.getByRole('alert').textContent).toBe(
      'Puedes subir como máximo 20 fotos a la vez.',
    );
    await user.click(submit());
    expect(FakeXhr.sent).toHaveLength(0);
    expect(document.activeElement).toBe(input());
  });

  it('handles its submission in the page: the browser never sends the form itself', () => {
    const { submit } = renderForm();
    const form = submit().closest('form');
    if (!form) throw new Error('The button is not in a form');
    // fireEvent returns false when a handler prevented the browser's own submission.
    expect(fireEvent.submit(form)).toBe(false);
  });

  it('asks for a photo when none is chosen, and puts the focus on the input', async () => {
    const { user, submit, input } = renderForm();
    await user.click(submit());
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.photosRequired);
    expect(document.activeElement).toBe(input());
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('shrinks big photos with the decoder it is given before checking them', async () => {
    const decoder = shrinkingDecoder();
    const { user, input, submit, onUploaded } = renderForm(decoder);
    const big = jpeg('IMG_1.jpeg', 6 * 1024 * 1024);
    await user.upload(input(), [big]);
    expect(await screen.findByText('1 foto elegida (500 bytes)')).toBeTruthy();
    expect(decoder).toHaveBeenCalledExactlyOnceWith(big);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(submit());
    const sent = lastXhr().body?.getAll('fotos') as File[];
    expect(sent.map((file) => [file.name, file.size, file.type])).toEqual([
      ['IMG_1.jpg', 500, 'image/jpeg'],
    ]);
    await lastXhr().respond(201, { photos: [own(1)] });
    expect(onUploaded).toHaveBeenCalledWith(1);
  });

  it('without a decoder, a photo over 5 MB is refused', async () => {
    const { user, input } = renderForm(null);
    await user.upload(input(), [jpeg('IMG_1.jpeg', 6 * 1024 * 1024)]);
    expect(screen.getByRole('alert').textContent).toBe(
      'La foto «IMG_1.jpeg» no se pudo subir. La imagen pesa más de 5 MB. Elige una más liviana.',
    );
  });

  it('says "Preparando las fotos…" while the photos are prepared, and is busy', async () => {
    const gate = deferred<DecodedImage>();
    const decoder = vi.fn<ImageDecoder>(() => gate.promise);
    const { user, input } = renderForm(decoder);
    const form = input().closest('form');
    expect(form?.getAttribute('aria-busy')).toBe('false');
    await user.upload(input(), [jpeg('a.jpg')]);
    const status = await screen.findByText('Preparando las fotos…');
    expect(status.getAttribute('role')).toBe('status');
    expect(form?.getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      gate.reject(new Error('not decodable'));
      await Promise.resolve();
    });
    expect(await screen.findByText('1 foto elegida (1000 bytes)')).toBeTruthy();
    expect(screen.queryByText('Preparando las fotos…')).toBeNull();
    expect(form?.getAttribute('aria-busy')).toBe('false');
  });

  it('sends every photo with the token and progress, then says how many were stored', async () => {
    const { user, input, submit, onUploaded } = renderForm();
    await user.upload(input(), [jpeg('a.jpg'), jpeg('b.jpg')]);
    await user.click(submit());
    const xhr = lastXhr();
    expect(FakeXhr.sent).toHaveLength(1);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/gallery/2020/photos');
    expect(xhr.headers.Authorization).toBe(`Bearer ${token}`);
    expect((xhr.body?.getAll('fotos') as File[]).map((file) => file.name)).toEqual([
      'a.jpg',
      'b.jpg',
    ]);

    expect(submit().textContent).toBe('Subiendo…');
    expect(submit().getAttribute('aria-disabled')).toBe('true');
    expect(input().disabled).toBe(true);
    expect(input().closest('form')?.getAttribute('aria-busy')).toBe('true');
    await xhr.progress(1, 2);
    const progress = screen.getByRole('progressbar', { name: 'Subiendo fotos: 50 %' });
    expect(progress.getAttribute('value')).toBe('50');
    expect(progress.getAttribute('max')).toBe('100');

    await user.click(submit());
    expect(FakeXhr.sent).toHaveLength(1);

    await xhr.respond(201, { photos: [own(1), own(2), own(3)] });
    await waitFor(() => {
      expect(onUploaded).toHaveBeenCalledExactlyOnceWith(3);
    });
    expect(input().value).toBe('');
    expect(screen.queryByText(/elegida/)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(submit().textContent).toBe('Subir fotos');
    expect(input().disabled).toBe(false);
  });

  it('cancels the upload on request: nothing is said, the files stay, the focus returns', async () => {
    const { user, input, submit, onUploaded } = renderForm();
    await user.upload(input(), [jpeg('a.jpg')]);
    await user.click(submit());
    await user.click(screen.getByRole('button', { name: 'Cancelar subida' }));
    expect(lastXhr().aborted).toBe(true);
    await waitFor(() => {
      expect(document.activeElement).toBe(submit());
    });
    expect(submit().textContent).toBe('Subir fotos');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('1 foto elegida (1000 bytes)')).toBeTruthy();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("shows the server's message and keeps the files; the focus returns to the button", async () => {
    const message = 'La foto «b.jpg» no se pudo subir. No se pudo leer la imagen.';
    const { user, input, submit, onUploaded } = renderForm();
    await user.upload(input(), [jpeg('a.jpg'), jpeg('b.jpg')]);
    await user.click(submit());
    await lastXhr().respond(400, refusal(400, message, 'fotos'));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await waitFor(() => {
      expect(document.activeElement).toBe(submit());
    });
    expect(screen.getByText('2 fotos elegidas (2 KB)')).toBeTruthy();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('after a failed upload, one more click sends the same photos again', async () => {
    const { user, input, submit, onUploaded } = renderForm();
    await user.upload(input(), [jpeg('a.jpg')]);
    await user.click(submit());
    await lastXhr().fail();
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.network);
    await waitFor(() => {
      expect(document.activeElement).toBe(submit());
    });
    await user.click(submit());
    expect(FakeXhr.sent).toHaveLength(2);
    // The failure goes while the second attempt runs.
    expect(screen.queryByText(MESSAGES.network)).toBeNull();
    expect((lastXhr().body?.getAll('fotos') as File[]).map((file) => file.name)).toEqual(['a.jpg']);
    await lastXhr().respond(201, { photos: [own(1)] });
    await waitFor(() => {
      expect(onUploaded).toHaveBeenCalledExactlyOnceWith(1);
    });
  });

  it('a new choice takes the last failure away', async () => {
    const { user, input, submit } = renderForm();
    await user.upload(input(), [jpeg('a.jpg')]);
    await user.click(submit());
    await lastXhr().fail();
    await screen.findByText(MESSAGES.network);
    await user.upload(input(), [jpeg('b.jpg')]);
    await waitFor(() => {
      expect(screen.queryByText(MESSAGES.network)).toBeNull();
    });
    expect(screen.getByText('1 foto elegida (1000 bytes)')).toBeTruthy();
  });

  it('a slow preparation never overwrites a later choice', async () => {
    const gate = deferred<DecodedImage>();
    const decoder = vi.fn<ImageDecoder>(() => gate.promise);
    const { user, input } = renderForm(decoder);
    await user.upload(input(), [jpeg('a.jpg')]);
    await screen.findByText('Preparando las fotos…');
    // The choice is cleared before the photo is ready.
    fireEvent.change(input(), { target: { files: [] } });
    await act(async () => {
      gate.reject(new Error('not decodable'));
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(screen.queryByText('Preparando las fotos…')).toBeNull();
    });
    expect(screen.queryByText(/elegida/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Subir fotos' }));
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('says there is no connection when the network fails', async () => {
    const { user, input, submit } = renderForm();
    await user.upload(input(), [jpeg('a.jpg')]);
    await user.click(submit());
    await lastXhr().fail();
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.network);
  });

  it('says "No se pudieron subir las fotos" when the server gives no reason', async () => {
    const { user, input, submit } = renderForm();
    await user.upload(input(), [jpeg('a.jpg')]);
    await user.click(submit());
    await lastXhr().respond(500, {});
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudieron subir las fotos. Inténtalo de nuevo.',
    );
  });

  it('says nothing itself on a 401: the session ends', async () => {
    const { user, input, submit, onUploaded } = renderForm();
    await user.upload(input(), [jpeg('a.jpg')]);
    await user.click(submit());
    await lastXhr().respond(401, refusal(401, MESSAGES.sessionExpired));
    await waitFor(() => {
      expect(readToken()).toBeNull();
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
