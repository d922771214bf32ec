// What the documents library accepts as a PDF, judged from its bytes (ADR 0030): it starts with
// `%PDF-`, and no name anywhere in it (in the file itself, or inside a compressed stream) is one
// of the names that make a viewer run code, open a program or carry other files.
import zlib from 'node:zlib';

export type PdfVerdict =
  | { ok: true }
  | { ok: false; reason: 'empty' | 'not-pdf' }
  /** `name` is the refused name as found (e.g. "JavaScript"). */
  | { ok: false; reason: 'active-content'; name: string }
  /** An object stream (where dictionaries hide) that this check cannot decode. */
  | { ok: false; reason: 'unreadable' };

/**
 * Names refused anywhere: JavaScript (also as an /OpenAction's or /AA's action), launching a
 * program, embedded files and rich media. /OpenAction alone (open at a page, a zoom) is harmless;
 * with JavaScript it carries /JS or /JavaScript and is refused by those.
 */
const REFUSED_NAMES: ReadonlySet<string> = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
]);

/** How much a whole file's streams may inflate to, together (a "zip bomb" stops here). */
const MAX_INFLATED_BYTES = 128 * 1024 * 1024;

// A PDF name: a slash and the regular characters after it (PDF 32000-1, 7.2.2 and 7.3.5).
const NAME = /\/([^\s()<>[\]{}/%]*)/g;

/** The name as the viewer reads it: `#xx` is the byte xx (so /J#61vaScript is /JavaScript). */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_match, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

/** The first refused name in `text` (latin1), or undefined. */
function refusedName(text: string): string | undefined {
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1] ?? '');
    if (REFUSED_NAMES.has(name)) return name;
  }
  return undefined;
}

const STREAM = /stream\r?\n/g;

interface StreamSpan {
  /** The stream's dictionary (from the object's start to the `stream` keyword). */
  dictionary: string;
  data: Buffer;
}

/** Every `stream … endstream` of the file, with the dictionary before it. */
function* streams(bytes: Buffer, text: string): Generator<StreamSpan> {
  STREAM.lastIndex = 0;
  for (let match = STREAM.exec(text); match; match = STREAM.exec(text)) {
    // "endstream" also ends with "stream": only a keyword after a dictionary opens one.
    if (text.slice(Math.max(0, match.index - 3), match.index) === 'end') continue;
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return;
    const objectStart = text.lastIndexOf(' obj', match.index);
    const dictionary = text.slice(Math.max(objectStart, match.index - 4096, 0), match.index);
    yield { dictionary, data: bytes.subarray(start, end) };
    STREAM.lastIndex = end + 'endstream'.length;
  }
}

/**
 * FlateDecode's output; 'not-zlib' when the data is something else (an image, another filter);
 * 'too-big' past the budget.
 */
function inflate(data: Buffer, budget: number): Buffer | 'not-zlib' | 'too-big' {
  for (const decode of [zlib.inflateSync, zlib.inflateRawSync]) {
    try {
      // Z_SYNC_FLUSH: a stream without its final block (common) still gives what it has.
      return decode(data, { finishFlush: zlib.constants.Z_SYNC_FLUSH, maxOutputLength: budget });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return 'too-big';
    }
  }
  return 'not-zlib';
}

/**
 * Checks a whole PDF file's bytes. Names are looked for in the raw bytes, then in every stream
 * that inflates (FlateDecode: object streams, where PDF 1.5+ files keep their dictionaries, and
 * content streams). An object stream that does not inflate (another filter, encryption) cannot
 * be checked and is refused as unreadable. A refused name inside a text string (rare) refuses the
 * file too: the check errs towards refusing.
 */
export function checkPdf(bytes: Buffer): PdfVerdict {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return { ok: false, reason: 'not-pdf' };
  const text = bytes.toString('latin1');
  const raw = refusedName(text);
  if (raw !== undefined) return { ok: false, reason: 'active-content', name: raw };
  let budget = MAX_INFLATED_BYTES;
  for (const { dictionary, data } of streams(bytes, text)) {
    const objectStream = /\/Type\s*\/ObjStm\b/.test(decodeName(dictionary));
    const inflated = inflate(data, budget);
    if (inflated === 'too-big') return { ok: false, reason: 'unreadable' };
    if (inflated === 'not-zlib') {
      if (objectStream) return { ok: false, reason: 'unreadable' };
      continue;
    }
    budget -= inflated.length;
    const name = refusedName(inflated.toString('latin1'));
    if (name !== undefined) return { ok: false, reason: 'active-content', name };
  }
  return { ok: true };
}
