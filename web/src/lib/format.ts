import { LOCALE } from '@lbj/shared';

// No thousands separator: "1023 KB", as the documents page always wrote it.
const decimals = new Map<string, Intl.NumberFormat>();

/**
 * A file size the way Chilean readers write it: "830 bytes", "2,1 KB", "840 KB", "1,4 MB" ("2.1
 * KB" in English, with `locale`). The one formatter of the site (documents, the news photo, the
 * gallery's selection).
 */
export function formatFileSize(bytes: number, locale: string = LOCALE): string {
  let decimal = decimals.get(locale);
  if (!decimal) {
    decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false });
    decimals.set(locale, decimal);
  }
  if (bytes < 1024) return `${decimal.format(bytes)} bytes`;
  if (bytes < 1024 * 1024) return `${decimal.format(bytes / 1024)} KB`;
  return `${decimal.format(bytes / (1024 * 1024))} MB`;
}
