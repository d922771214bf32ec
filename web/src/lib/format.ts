const decimal = (value: number) => value.toFixed(1).replace('.', ',').replace(/,0$/, '');

/** A file size the way Chilean readers write it: "2,1 KB", "1,4 MB", "830 bytes". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} bytes`;
  if (bytes < 1024 * 1024) return `${decimal(bytes / 1024)} KB`;
  return `${decimal(bytes / (1024 * 1024))} MB`;
}
