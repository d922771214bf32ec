import { LOCALE } from '@lbj/shared';

// No thousands separator: "1023 KB", as the documents page always wrote it.
const decimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1, useGrouping: false });

/**
 * A file size the way Chilean readers write it: "830 bytes", "2,1 KB", "840 KB", "1,4 MB".
 * The one formatter of the site (documents, the news photo, the gallery's selection).
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${decimal.format(bytes)} bytes`;
  if (bytes < 1024 * 1024) return `${decimal.format(bytes / 1024)} KB`;
  return `${decimal.format(bytes / (1024 * 1024))} MB`;
}
