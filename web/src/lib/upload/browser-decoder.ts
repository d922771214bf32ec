import type { DecodedImage, ImageDecoder, Size } from './resize-image.ts';

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function paint(context: Context2D, bitmap: ImageBitmap, size: Size, type: string): void {
  // JPEG has no transparency: a white ground rather than black under a transparent PNG.
  if (type === 'image/jpeg') {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
  }
  context.drawImage(bitmap, 0, 0, size.width, size.height);
}

function drawTo(
  bitmap: ImageBitmap,
  size: Size,
  type: string,
  quality: number,
): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return Promise.resolve(null);
    paint(context, bitmap, size, type);
    return canvas.convertToBlob({ type, quality }).catch(() => null);
  }
  const canvas = document.createElement('canvas');
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
 * (Offscreen)Canvas. Null where the browser has no createImageBitmap (nothing is shrunk there).
 */
export const browserImageDecoder: ImageDecoder | null =
  typeof createImageBitmap === 'function'
    ? async (file) => {
        const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
        const decoded: DecodedImage = {
          width: bitmap.width,
          height: bitmap.height,
          encode: (size, type, quality) => drawTo(bitmap, size, type, quality),
          close: () => {
            bitmap.close();
          },
        };
        return decoded;
      }
    : null;
