import type { NewsItem } from '@lbj/shared';
import { resolveImageUrl } from '../../../lib/api-base.ts';

interface NewsImageProps {
  item: NewsItem;
  /** The rendered width of the image, for the browser's choice among the variants. */
  sizes: string;
  className?: string;
  loading?: 'lazy' | 'eager';
}

/**
 * The news photo from its WebP variants. The box is reserved at 16:9 (width/height and CSS);
 * the text beside it carries the meaning, so the image is decorative (alt="").
 */
export function NewsImage({ item, sizes, className, loading = 'lazy' }: NewsImageProps) {
  // An item whose photo was taken down shows no picture.
  if (item.imagen === null) return null;
  const variants = item.imagenes ?? [];
  const srcSet = variants
    .map((variant) => `${resolveImageUrl(variant.url)} ${String(variant.width)}w`)
    .join(', ');
  return (
    <img
      className={className}
      src={resolveImageUrl(item.imagen)}
      {...(srcSet ? { srcSet, sizes } : {})}
      width={960}
      height={540}
      loading={loading}
      decoding="async"
      alt=""
    />
  );
}
