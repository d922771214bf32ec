import { MESSAGES, type GalleryPhoto } from '@lbj/shared';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import {
  galleryErrorMessage,
  interpretPhotosBody,
  withoutPhoto,
  yearPhotosState,
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
    const items = [
      { url: OWN.url, id: 7, variants: OWN.variants },
      { url: FACEBOOK_URL, id: null, variants: [] },
    ];
    expect(interpretPhotosBody({ photos: [OWN.url, FACEBOOK_URL], items })).toEqual({
      kind: 'photos',
      photos: [
        { url: OWN.url, id: 7, variants: OWN.variants },
        { url: FACEBOOK_URL, id: null, variants: [] },
      ],
    });
  });

  it('gives plain photos (no id) when items is missing or does not match photos', () => {
    const plain = { kind: 'photos', photos: [{ url: OWN.url, id: null, variants: [] }] };
    expect(interpretPhotosBody({ photos: [OWN.url] })).toEqual(plain);
    expect(interpretPhotosBody({ photos: [OWN.url], items: [] })).toEqual(plain);
    expect(interpretPhotosBody({ photos: [OWN.url], items: [{ url: OWN.url }] })).toEqual(plain);
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

describe('yearPhotosState', () => {
  const body = {
    photos: [OWN.url, FACEBOOK_URL],
    items: [
      { url: OWN.url, id: 7, variants: [] },
      { url: FACEBOOK_URL, id: null, variants: [] },
    ],
  };
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
  const initial = yearPhotosState({ loaded: false, body: undefined, error: null, fetching: true });

  it('starts loading, and stays loading while no answer came (a paused request)', () => {
    expect(initial).toEqual({ view: { kind: 'loading' }, refreshing: false });
    expect(
      yearPhotosState({ loaded: false, body: undefined, error: null, fetching: false }),
    ).toEqual({ view: { kind: 'loading' }, refreshing: false });
  });

  it('keeps an empty year on screen while reloading', () => {
    expect(
      yearPhotosState({ loaded: true, body: { photos: [] }, error: null, fetching: true }),
    ).toEqual({ view: { kind: 'empty' }, refreshing: true });
  });

  it('moves from loading to the state the body calls for', () => {
    const loaded = yearPhotosState({
      loaded: true,
      body: { photos: [] },
      error: null,
      fetching: false,
    });
    expect(loaded).toEqual({ view: { kind: 'empty' }, refreshing: false });
  });

  it('turns a failure into an error view with its message', () => {
    const failed = yearPhotosState({
      loaded: false,
      body: undefined,
      error: new ApiRequestError(500, null),
      fetching: false,
    });
    expect(failed.view).toEqual({ kind: 'error', message: MESSAGES.galleryLoadFailed });
  });

  it('keeps the grid on screen while reloading, and loads afresh after an error', () => {
    expect(yearPhotosState({ loaded: true, body: body, error: null, fetching: false })).toEqual(
      withPhotos,
    );
    const refreshing = yearPhotosState({ loaded: true, body: body, error: null, fetching: true });
    expect(refreshing).toEqual({ ...withPhotos, refreshing: true });
    const fromError = yearPhotosState({
      loaded: false,
      body: undefined,
      error: new ApiRequestError(500, null),
      fetching: true,
    });
    expect(fromError).toEqual(initial);
    const fromBadFormat = yearPhotosState({
      loaded: true,
      body: { fotos: [] },
      error: null,
      fetching: true,
    });
    expect(fromBadFormat).toEqual(initial);
  });

  it('removes a deleted photo, and shows the empty state when it was the last', () => {
    const one = withoutPhoto(body, FACEBOOK_URL);
    expect(interpretPhotosBody(one)).toEqual({
      kind: 'photos',
      photos: [{ url: OWN.url, id: 7, variants: [] }],
    });
    expect(interpretPhotosBody(withoutPhoto(one, OWN.url))).toEqual({ kind: 'empty' });
  });

  it('calls a response that was not JSON a bad format, not loading', () => {
    expect(
      yearPhotosState({ loaded: true, body: undefined, error: null, fetching: false }),
    ).toEqual({ view: { kind: 'badFormat' }, refreshing: false });
  });

  it('removes a photo whose URL came with spaces around it', () => {
    const spaced = { photos: [` ${OWN.url} `, FACEBOOK_URL] };
    expect(withoutPhoto(spaced, OWN.url)).toEqual({ photos: [FACEBOOK_URL] });
  });

  it('leaves a body it cannot read as it is', () => {
    expect(withoutPhoto({ fotos: [] }, OWN.url)).toEqual({ fotos: [] });
  });
});
