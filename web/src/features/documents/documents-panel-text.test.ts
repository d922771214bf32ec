import { DOCUMENT_LIMITS } from '@lbj/shared';
import { describe, expect, it } from 'vitest';
import { PANEL_TEXT as T } from './documents-panel-text.ts';

describe('PANEL_TEXT', () => {
  it('says the largest PDF in whole MB, the same number everywhere', () => {
    expect(T.newLead).toBe(
      'Un PDF de hasta 20 MB. Las familias lo verán en la página de documentos apenas lo subas.',
    );
    expect(T.fileHint).toBe('Solo PDF, hasta 20 MB. Sin JavaScript, adjuntos ni multimedia.');
    expect(T.tooLargeChosen).toBe('El archivo pesa más de 20 MB.');
  });

  it('takes that number from the limit the server applies', () => {
    const mb = Number(/hasta (\d+) MB/.exec(T.fileHint)?.[1]);
    expect(mb * 1024 * 1024).toBe(DOCUMENT_LIMITS.maxBytes);
  });
});
