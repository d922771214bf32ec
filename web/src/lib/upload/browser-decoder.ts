import type { DecodedImage, ImageDecoder, Size } from './resize-image.ts';

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * What the decoder uses of the browser: the window itself in the site, fakes in jsdom tests
 * (which have no createImageBitmap and no canvas that draws).
 */
export interface DecoderPlatform {
  createImageBitmap?: (image: Blob, options: ImageBitmapOptions) => Promise<ImageBitmap>;
  OffscreenCanvas?: new (width: number, height: number) => OffscreenCanvas;
  document: Pick<Document, 'createElement'>;
}

function paint(context: Context2D, bitmap: ImageBitmap, size: Size, type: string): void {
  // JPEG has no transparency: a white ground rather than black under a transparent PNG.
  if (type === 'image/jpeg') {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
  }
  context.drawImage(bitmap, 0, 0, size.width, size.height);
}

function drawTo(
  platform: DecoderPlatform,
  bitmap: ImageBitmap,
  size: Size,
  type: string,
  quality: number,
): Promise<Blob | null> {
  if (platform.OffscreenCanvas !== undefined) {
    const canvas = new platform.OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return Promise.resolve(null);
    paint(context, bitmap, size, type);
    return canvas.convertToBlob({ type, quality }).catch(() => null);
  }
  const canvas = platform.document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  paint(context, bitmap, size, type);
  return new Promise((resolve) => {
    canvas.toBlob(resolve, type, quality);
  });
}

/**
 * The browser's decoder: createImageBitmap with the photo's EXIF orientation applied, drawn on an
 * OffscreenCanvas, or a canvas element where there is none. Null where the browser has no
 * createImageBitmap (nothing is shrunk there).
 */
export function createBrowserImageDecoder(platform: DecoderPlatform): ImageDecoder | null {
  const { createImageBitmap } = platform;
  if (typeof createImageBitmap !== 'function') return null;
  return async (file) => {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const decoded: DecodedImage = {
      width: bitmap.width,
      height: bitmap.height,
      encode: (size, type, quality) => drawTo(platform, bitmap, size, type, quality),
      close: () => {
        bitmap.close();
      },
    };
    return decoded;
  };
}

/** This browser's decoder (null in jsdom, which has no createImageBitmap). */
export const browserImageDecoder: ImageDecoder | null =
  typeof window === 'undefined' ? null : createBrowserImageDecoder(window);
