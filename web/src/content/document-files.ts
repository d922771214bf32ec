import generated from './generated/documents.json';

/** What web/scripts/documents.mjs measured of each file in public/documents/ at build time. */
export interface DocumentFileInfo {
  /** Upper-case format name from the extension, e.g. "PDF". */
  format: string;
  bytes: number;
  /** Still the provisional stand-in, not the school's official file. */
  standIn: boolean;
}

const files: Record<string, DocumentFileInfo | undefined> = generated.files;

export function documentFile(file: string): DocumentFileInfo | undefined {
  return files[file];
}
