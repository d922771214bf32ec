import sharp from 'sharp';
import { LIMITS } from '@lbj/shared';
import type { WarnLogger } from '../../lib/feature-module.ts';
import { parseWidths, type ImageStore } from '../../lib/images.ts';

// The share image of a news item (ADR 0027): the picture WhatsApp, Facebook and the feed
// show for a shared link. A 1200 × 630 JPEG (the 1.91:1 card every network shows whole; WebP is
// not shown reliably by WhatsApp and Facebook), made from the item's image when it is stored, kept
// beside the image's renditions as `<key>-share.jpg`, so that deleting the item, the start-up
// sweep, the backup and the restore treat it as one of the image's files.

export const SHARE_IMAGE = {
  width: 1200,
  height: 630,
  /** The file beside the renditions: `<key>-share.jpg`. */
  name: 'share.jpg',
  type: 'image/jpeg',
  /** Facebook and WhatsApp fetch previews with a small budget; 300 KB is well inside it. */
  maxBytes: 300 * 1024,
} as const;

/**
 * JPEG qualities tried in turn until the file fits under SHARE_IMAGE.maxBytes. A photo fits at the
 * first; pure noise (the worst case: nothing to compress) at about 62.
 */
const QUALITIES = [82, 72, 62, 52, 42, 32, 22] as const;

/**
 * The share image of one picture (an upload's bytes, or a stored rendition's file or bytes): turned as its
 * EXIF orientation says, cropped to cover 1200 × 630 around what draws the eye (sharp's
 * "attention": skin, saturation, edges; the centre when nothing stands out), transparency on white,
 * no metadata, at the best quality that stays under 300 KB.
 */
export async function renderShareImage(input: Buffer | string): Promise<Buffer> {
  const { data, info } = await sharp(input, {
    limitInputPixels: LIMITS.imageMaxPixels,
    failOn: 'truncated',
  })
    .rotate()
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, {
      fit: 'cover',
      position: sharp.strategy.attention,
    })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  let smallest: Buffer | undefined;
  for (const quality of QUALITIES) {
    const jpeg = await sharp(data, { raw })
      .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toBuffer();
    if (jpeg.length <= SHARE_IMAGE.maxBytes) return jpeg;
    smallest = jpeg;
  }
  // Not reachable for 1200 × 630 (noise at quality 22 is about 100 KB); never a file over the
  // limit, though: soften it until it fits.
  return sharp(data, { raw })
    .blur(1.5)
    .jpeg({ quality: QUALITIES[QUALITIES.length - 1], mozjpeg: true })
    .toBuffer()
    .then((jpeg) => (jpeg.length < (smallest?.length ?? Infinity) ? jpeg : (smallest ?? jpeg)));
}

/** The part of a news row the share image needs. */
interface ShareImageSource {
  image_key: string;
  image_widths: string;
}

export interface ShareImages {
  /** Writes the share image of a stored image from the upload's bytes. */
  create(key: string, upload: Buffer): Promise<void>;
  /** The share image's URL and size in bytes, or undefined when its file is not there. */
  find(key: string): Promise<{ url: string; bytes: number } | undefined>;
  /**
   * Writes the share image of every row that has none, from its largest stored rendition (items
   * published before share images existed; a restore of an archive made before). Idempotent; a
   * row whose rendition is missing or unreadable is logged and skipped. Returns how many it made.
   */
  backfill(rows: readonly ShareImageSource[]): Promise<number>;
}

export function createShareImages({
  images,
  log,
}: {
  images: Pick<
    ImageStore,
    'writeExtra' | 'extraUrl' | 'extraBytes' | 'keysWithExtra' | 'renditionFile'
  >;
  log: WarnLogger;
}): ShareImages {
  return {
    create: async (key, upload) => {
      await images.writeExtra(key, SHARE_IMAGE.name, await renderShareImage(upload));
    },

    find: async (key) => {
      const bytes = await images.extraBytes(key, SHARE_IMAGE.name);
      return bytes === undefined
        ? undefined
        : { url: images.extraUrl(key, SHARE_IMAGE.name), bytes };
    },

    backfill: async (rows) => {
      let made = 0;
      // One read of the folder, not a stat per row: a start with 100,000 items stays quick.
      const present = await images.keysWithExtra(SHARE_IMAGE.name);
      for (const row of rows) {
        if (present.has(row.image_key)) continue;
        const widths = parseWidths(row.image_widths);
        try {
          const source = await images.renditionFile(row.image_key, Math.max(...widths));
          const jpeg = await renderShareImage(source);
          await images.writeExtra(row.image_key, SHARE_IMAGE.name, jpeg);
          made++;
        } catch (error) {
          log.warn(
            { err: error, imageKey: row.image_key },
            'could not make the share image of a news item (its largest rendition is missing or unreadable)',
          );
        }
      }
      return made;
    },
  };
}
