import { MESSAGES, type GalleryPhoto } from '@lbj/shared';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import {
  galleryErrorMessage,
  initialYearPhotosState,
  interpretPhotosBody,
  yearPhotosReducer,
  type YearPhotosState,
} from './year-photos-state.ts';

const OWN: GalleryPhoto = {
  id: 7,
  year: 2020,
  url: '/uploads/a-960.webp',
  width: 1600,
  height: 1200,
  variants: [
    { width: 480, url: '/uploads/a-480.webp' },
    { width: 960, url: '/uploads/a-960.webp' },
  ],
  createdAt: '2020-05-01T12:00:00.000Z',
};
const FACEBOOK_URL = 'https://scontent.example.net/fb-1.jpg';

describe('interpretPhotosBody', () => {
  it.each([
    ['a body without photos', { fotos: [] }],
    ['photos that is not an array', { photos: 'a.jpg' }],
    ['photos holding something other than URLs', { photos: [1, 2] }],
    ['a bare array', ['a.jpg']],
    ['null (an empty body)', null],
    ['undefined (a body that is not JSON)', undefined],
  ])('calls %s a bad format', (_label, body) => {
    expect(interpretPhotosBody(body)).toEqual({ kind: 'badFormat' });
  });

  it('calls an empty photos array empty', () => {
    expect(interpretPhotosBody({ photos: [] })).toEqual({ kind: 'empty' });
  });

  it('keeps the server order and gives library photos their id and renditions', () => {
    expect(interpretPhotosBody({ photos: [OWN.url, FACEBOOK_URL] }, [OWN])).toEqual({
      kind: 'photos',
      photos: [
        { url: OWN.url, id: 7, variants: OWN.variants },
        { url: FACEBOOK_URL, id: null, variants: [] },
      ],
    });
  });

  it('drops repeated and blank URLs', () => {
    const view = interpretPhotosBody({ photos: [FACEBOOK_URL, ' ', FACEBOOK_URL] });
    expect(view).toEqual({
      kind: 'photos',
      photos: [{ url: FACEBOOK_URL, id: null, variants: [] }],
    });
  });

  it('ignores fields it does not know', () => {
    expect(interpretPhotosBody({ photos: [], extra: true })).toEqual({ kind: 'empty' });
  });
});

describe('galleryErrorMessage', () => {
  it("shows the server's message", () => {
    const error = new ApiRequestError(502, {
      statusCode: 502,
      error: MESSAGES.upstreamFailed,
      message: MESSAGES.upstreamFailed,
    });
    expect(galleryErrorMessage(error)).toBe(MESSAGES.upstreamFailed);
  });

  it('falls back to "Error al cargar las fotos" without a message', () => {
    expect(galleryErrorMessage(new ApiRequestError(500, null))).toBe('Error al cargar las fotos');
    expect(galleryErrorMessage(new ApiRequestError(0, null))).toBe('Error al cargar las fotos');
    expect(
      galleryErrorMessage(new ApiRequestError(500, { statusCode: 500, error: ' ', message: ' ' })),
    ).toBe('Error al cargar las fotos');
    expect(galleryErrorMessage(new TypeError('boom'))).toBe('Error al cargar las fotos');
  });
});

describe('yearPhotosReducer', () => {
  const withPhotos: YearPhotosState = {
    view: {
      kind: 'photos',
      photos: [
        { url: OWN.url, id: 7, variants: [] },
        { url: FACEBOOK_URL, id: null, variants: [] },
      ],
    },
    refreshing: false,
  };

  it('starts loading', () => {
    expect(initialYearPhotosState.view).toEqual({ kind: 'loading' });
  });

  it('moves from loading to the state the body calls for', () => {
    const loaded = yearPhotosReducer(initialYearPhotosState, {
      type: 'loaded',
      body: { photos: [] },
      library: [],
    });
    expect(loaded).toEqual({ view: { kind: 'empty' }, refreshing: false });
  });

  it('turns a failure into an error view with its message', () => {
    const failed = yearPhotosReducer(initialYearPhotosState, {
      type: 'failed',
      error: new ApiRequestError(500, null),
    });
    expect(failed.view).toEqual({ kind: 'error', message: MESSAGES.galleryLoadFailed });
  });

  it('keeps the grid on screen while reloading, and loads afresh after an error', () => {
    const refreshing = yearPhotosReducer(withPhotos, { type: 'reload' });
    expect(refreshing).toEqual({ ...withPhotos, refreshing: true });
    const fromError = yearPhotosReducer(
      { view: { kind: 'error', message: 'x' }, refreshing: false },
      { type: 'reload' },
    );
    expect(fromError).toEqual(initialYearPhotosState);
  });

  it('removes a deleted photo, and shows the empty state when it was the last', () => {
    const one = yearPhotosReducer(withPhotos, { type: 'removed', url: FACEBOOK_URL });
    expect(one.view).toEqual({ kind: 'photos', photos: [{ url: OWN.url, id: 7, variants: [] }] });
    expect(yearPhotosReducer(one, { type: 'removed', url: OWN.url }).view).toEqual({
      kind: 'empty',
    });
  });
});
