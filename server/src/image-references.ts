import type { FileReferencesFor, ImageReferencesFor } from './lib/feature-module.ts';
import { documentFileReferences } from './modules/documents/documents.module.ts';
import { galleryImageReferences } from './modules/gallery/gallery.module.ts';
import { newsImageReferences } from './modules/news/news.module.ts';

/**
 * Every feature whose rows reference stored images, for the backups and restores (the server and
 * the backup CLI). A new feature that stores images adds itself here, or its files stay out of
 * the archives.
 */
export const IMAGE_REFERENCES: readonly ImageReferencesFor[] = [
  newsImageReferences,
  galleryImageReferences,
];

/** Every feature whose rows reference other stored files (documents' PDFs), for the same. */
export const FILE_REFERENCES: readonly FileReferencesFor[] = [documentFileReferences];
