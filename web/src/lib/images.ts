import manifest from '../content/generated/images.json';

/** Where web/scripts/images.mjs writes the AVIF and WebP files. */
const GENERATED_PATH = '/generated';

export type ImageName = keyof typeof manifest.images;

interface Entry {
  width: number;
  height: number;
  widths: number[];
  source: string;
}

export interface ImageSet {
  width: number;
  height: number;
  avifSrcSet: string;
  webpSrcSet: string;
  /** A mid-sized WebP for browsers that ignore srcset. */
  src: string;
  /** True when a real photo replaced the illustration. */
  isPhoto: boolean;
}

function toSet(outName: string, entry: Entry): ImageSet {
  const srcSet = (format: string) =>
    entry.widths
      .map((w) => `${GENERATED_PATH}/${outName}-${String(w)}.${format} ${String(w)}w`)
      .join(', ');
  const fallbackWidth = entry.widths[Math.min(1, entry.widths.length - 1)] ?? entry.width;
  return {
    width: entry.width,
    height: entry.height,
    avifSrcSet: srcSet('avif'),
    webpSrcSet: srcSet('webp'),
    src: `${GENERATED_PATH}/${outName}-${String(fallbackWidth)}.webp`,
    isPhoto: entry.source === 'photo',
  };
}

export function imageSet(name: ImageName): ImageSet {
  return toSet(name, manifest.images[name]);
}

/** A staff portrait dropped in content/portraits/<slug>.*, if there is one. */
export function portraitSet(slug: string): ImageSet | undefined {
  const portraits: Record<string, Entry | undefined> = manifest.portraits;
  const entry = portraits[slug];
  return entry ? toSet(`retrato-${slug}`, entry) : undefined;
}

/** Attributes of <link rel="preload" as="image"> matching what <Picture> will pick. */
export function preloadAttributes(name: ImageName, sizes: string): string {
  const set = imageSet(name);
  return `href="${set.src}" imagesrcset="${set.avifSrcSet}" imagesizes="${sizes}" type="image/avif" fetchpriority="high"`;
}
