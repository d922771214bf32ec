import { readFileSync } from 'node:fs';

/** File descriptors kept for the database, uploads, logs and the listening socket. */
const DESCRIPTOR_RESERVE = 256;

/**
 * The default global cap: below the process's open-file limit (Linux: /proc/self/limits, which
 * Node has already raised to the hard limit), so a flood cannot leave the process unable to open
 * its database or a photo. Elsewhere, a fixed 4,000.
 */
export function defaultMaxConnections(readLimits: () => string = readProcLimits): number {
  const match = /^Max open files\s+(\d+|unlimited)/m.exec(safe(readLimits));
  if (!match?.[1] || match[1] === 'unlimited') return 4_000;
  return Math.max(64, Number(match[1]) - DESCRIPTOR_RESERVE);
}

function readProcLimits(): string {
  return readFileSync('/proc/self/limits', 'utf8');
}

function safe(read: () => string): string {
  try {
    return read();
  } catch {
    return '';
  }
}
