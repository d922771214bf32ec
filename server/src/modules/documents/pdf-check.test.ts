// The PDF check on its own: verdicts for files built byte by byte.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdf, pdfWithObjectStream } from './documents.test-support.ts';
import { checkPdf } from './pdf-check.ts';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** An object `n` holding a stream with `dictionary` and `data`, as the file would carry it. */
const streamObject = (n: number, dictionary: string, data: Buffer) =>
  Buffer.concat([
    latin1(`${String(n)} 0 obj\n${dictionary}\nstream\n`),
    data,
    latin1('\nendstream\nendobj\n'),
  ]);

/** A valid PDF with `objects` appended (as an incremental update would add them). */
const withObjects = (...objects: Buffer[]) => Buffer.concat([pdf(), ...objects]);

const MB = 1024 * 1024;

describe('checkPdf', () => {
  it('accepts a plain PDF, and one whose streams inflate to nothing refused', () => {
    expect(checkPdf(pdf())).toEqual({ ok: true });
    const content = zlib.deflateSync(latin1('BT /F1 12 Tf (Hola) Tj ET /Span <</Lang (es)>>'));
    expect(checkPdf(withObjects(streamObject(9, '<< /Filter /FlateDecode >>', content)))).toEqual({
      ok: true,
    });
    expect(checkPdf(pdfWithObjectStream('<< /S /GoTo /D [3 0 R /Fit] >>'))).toEqual({ ok: true });
  });

  it('says what is wrong: empty, not a PDF, or the refused name as the viewer reads it', () => {
    expect(checkPdf(Buffer.alloc(0))).toEqual({ ok: false, reason: 'empty' });
    expect(checkPdf(latin1('%PDF'))).toEqual({ ok: false, reason: 'not-pdf' });
    expect(checkPdf(pdf('a', ['<< /S /J#61vaScript >>']))).toEqual({
      ok: false,
      reason: 'active-content',
      name: 'JavaScript',
    });
    expect(checkPdf(pdfWithObjectStream('<< /Type /Action /S /Launch >>'))).toEqual({
      ok: false,
      reason: 'active-content',
      name: 'Launch',
    });
  });

  it('reads a stream cut before its final block (sync flush), as viewers do', () => {
    const cut = zlib.deflateSync(latin1('5 0 << /S /JavaScript /JS (app.alert(1)) >>'), {
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
    });
    const file = withObjects(streamObject(6, '<< /Type /ObjStm /N 1 /First 4 >>', cut));
    expect(checkPdf(file)).toEqual({ ok: false, reason: 'active-content', name: 'JavaScript' });
  });

  it('refuses an object stream it cannot decode, however its dictionary is spaced', () => {
    const lzw = latin1('\x80\x0b\x60\x50\x22\x0c\x0c\x85\x01');
    for (const dictionary of ['<< /Type /ObjStm /N 1 >>', '<</Type/ObjStm/N 1>>']) {
      expect(checkPdf(withObjects(streamObject(6, dictionary, lzw)))).toEqual({
        ok: false,
        reason: 'unreadable',
      });
    }
  });

  it("judges each stream by its own dictionary, not an earlier object's", () => {
    const objects = zlib.deflateSync(latin1('5 0 << /S /GoTo >>'));
    const image = latin1('\xff\xd8\xff\xe0 not zlib at all');
    const file = withObjects(
      streamObject(6, '<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>', objects),
      streamObject(7, '<< /Type /XObject /Subtype /Image /Filter /DCTDecode >>', image),
    );
    expect(checkPdf(file)).toEqual({ ok: true });
  });

  it('does not take a stray "endstream" for the start of a stream', () => {
    // A damaged object with "endstream" and no stream, then a stream that hides JavaScript.
    const file = withObjects(
      latin1('6 0 obj\n<< /Type /ObjStm >>\nendstream\nendobj\n'),
      streamObject(7, '<< /Filter /FlateDecode >>', zlib.deflateSync(latin1('<< /JS (x) >>'))),
    );
    expect(checkPdf(file)).toEqual({ ok: false, reason: 'active-content', name: 'JS' });
  });

  it('does not look for streams inside a stream', () => {
    // Level 0 keeps the bytes as they are, "upstream" and its line break included.
    const stored = zlib.deflateSync(latin1('5 0 << /S /GoTo >> % upstream\n fin'), { level: 0 });
    const file = withObjects(streamObject(6, '<< /Type /ObjStm /N 1 /First 4 >>', stored));
    expect(checkPdf(file)).toEqual({ ok: true });
  });

  it('also reads deflate data written without its zlib header, as viewers do', () => {
    const headerless = zlib.deflateRawSync(latin1('BT (Hola) Tj ET << /S /Launch >>'));
    const file = withObjects(streamObject(6, '<< /Filter /FlateDecode >>', headerless));
    expect(checkPdf(file)).toEqual({ ok: false, reason: 'active-content', name: 'Launch' });
  });

  it('stops at a stream that never ends (a file cut short)', () => {
    const file = Buffer.concat([pdf(), latin1('6 0 obj\n<< /Length 99 >>\nstream\nBT (sin fin')]);
    expect(checkPdf(file)).toEqual({ ok: true });
  });

  it('refuses a stream that inflates past the budget (a zip bomb)', () => {
    const bomb = zlib.deflateSync(Buffer.alloc(129 * MB));
    expect(checkPdf(withObjects(streamObject(6, '<< /Filter /FlateDecode >>', bomb)))).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });

  it('counts the budget over the whole file, not stream by stream', () => {
    const half = zlib.deflateSync(Buffer.alloc(70 * MB));
    const file = withObjects(
      streamObject(6, '<< /Filter /FlateDecode >>', half),
      streamObject(7, '<< /Filter /FlateDecode >>', half),
    );
    expect(checkPdf(file)).toEqual({ ok: false, reason: 'unreadable' });
    expect(checkPdf(withObjects(streamObject(6, '<< /Filter /FlateDecode >>', half)))).toEqual({
      ok: true,
    });
  });
});
