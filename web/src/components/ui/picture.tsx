import type { ImageSet } from '../../lib/images.ts';

interface PictureProps {
  image: ImageSet;
  /** Describe the image; pass "" when it only decorates. */
  alt: string;
  /** The rendered width at each breakpoint (the <img> sizes attribute). */
  sizes: string;
  /** Above the fold: load at once with high priority (the LCP image). */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}

/** An AVIF/WebP picture from the build's image step; width and height reserve its box. */
export function Picture({
  image,
  alt,
  sizes,
  priority = false,
  className,
  imgClassName,
}: PictureProps) {
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} />
      <img
        className={imgClassName}
        src={image.src}
        srcSet={image.webpSrcSet}
        alt={alt}
        width={image.width}
        height={image.height}
        sizes={sizes}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
