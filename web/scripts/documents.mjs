// Makes sure every document of src/content/documents.ts exists in public/documents/ and records
// each file's real size for the page (src/content/generated/documents.json, committed).
// Until the school hands over an official PDF, a small stand-in titled "Documento provisorio: …"
// is written under the document's name. A file without the stand-in marker is the school's own
// and is never touched.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const documentsDir = path.join(webRoot, 'public/documents');
const manifestFile = path.join(webRoot, 'src/content/generated/documents.json');
const STANDIN_MARKER = '%LBJ-DOCUMENTO-PROVISORIO';

/** Loads the typed content modules (TypeScript) without a second copy of their facts. */
async function loadContent() {
  const result = await build({
    stdin: {
      contents:
        "export { documentGroups } from './documents.ts'; export { school } from './school.ts';",
      resolveDir: path.join(webRoot, 'src/content'),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

// Windows-1252 (WinAnsiEncoding) bytes for the characters above Latin-1's control range.
const WIN_ANSI_EXTRA = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** A PDF literal string in WinAnsiEncoding, non-ASCII bytes written as octal escapes. */
function pdfText(text) {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    const byte = WIN_ANSI_EXTRA[ch] ?? (code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : 63);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `(${out})`;
}

/** A PDF text string in UTF-16BE (for the document information dictionary). */
function pdfUnicode(text) {
  const hex = [...text]
    .map((ch) => {
      const buf = Buffer.from(ch, 'utf16le').swap16();
      return buf.toString('hex');
    })
    .join('');
  return `<FEFF${hex.toUpperCase()}>`;
}

function wrap(text, max) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A one-page A4 PDF: a red band, the title, and the note on where the official file is. */
function standInPdf(doc, school) {
  const title = `Documento provisorio: ${doc.title}`;
  const body = [
    `Este archivo ocupa el lugar del documento «${doc.title}» del ${school.name} mientras se publica la versión oficial.`,
    'El documento oficial lo entrega el colegio. Puedes solicitarlo en la secretaría o por correo electrónico:',
    `${school.email} · teléfono ${school.phone.display}.`,
    `${school.address.street}, ${school.address.city}.`,
  ];
  const ops = ['0.718 0.110 0.110 rg', '0 806 595 36 re f', '0.122 0.141 0.188 rg', 'BT'];
  let y = 760;
  ops.push('/F1 20 Tf');
  for (const line of wrap(title, 44)) {
    ops.push(`1 0 0 1 56 ${String(y)} Tm ${pdfText(line)} Tj`);
    y -= 28;
  }
  y -= 12;
  ops.push('/F2 12 Tf');
  for (const paragraph of body) {
    for (const line of wrap(paragraph, 80)) {
      ops.push(`1 0 0 1 56 ${String(y)} Tm ${pdfText(line)} Tj`);
      y -= 18;
    }
    y -= 8;
  }
  ops.push('ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /Lang (es-CL) >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${String(Buffer.byteLength(stream, 'latin1'))} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfUnicode(title)} /Author ${pdfUnicode(school.name)} /Subject ${pdfUnicode(doc.description)} >>`,
  ];
  let pdf = `%PDF-1.4\n${STANDIN_MARKER}\n`;
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${String(index + 1)} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

function isStandIn(file) {
  const head = Buffer.alloc(64);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 64, 0);
  } finally {
    fs.closeSync(fd);
  }
  return head.toString('latin1').includes(STANDIN_MARKER);
}

const { documentGroups, school } = await loadContent();
fs.mkdirSync(documentsDir, { recursive: true });
const wanted = new Set();
const manifest = { files: {} };
const written = [];

for (const doc of documentGroups.flatMap((group) => group.documents)) {
  const file = path.join(documentsDir, doc.file);
  wanted.add(doc.file);
  if (!fs.existsSync(file) || isStandIn(file)) {
    const pdf = standInPdf(doc, school);
    if (!fs.existsSync(file) || !fs.readFileSync(file).equals(pdf)) {
      fs.writeFileSync(file, pdf);
      written.push(doc.file);
    }
  }
  manifest.files[doc.file] = {
    format: path.extname(doc.file).slice(1).toUpperCase(),
    bytes: fs.statSync(file).size,
    standIn: isStandIn(file),
  };
}

// Stand-ins of documents no longer listed go away; the school's own files stay.
for (const name of fs.readdirSync(documentsDir)) {
  const file = path.join(documentsDir, name);
  if (!wanted.has(name) && name.endsWith('.pdf') && isStandIn(file)) fs.rmSync(file);
}

const text = `${JSON.stringify(manifest, null, 2)}\n`;
if (!fs.existsSync(manifestFile) || fs.readFileSync(manifestFile, 'utf8') !== text) {
  fs.mkdirSync(path.dirname(manifestFile), { recursive: true });
  fs.writeFileSync(manifestFile, text);
}
console.log(
  written.length > 0 ? `documents: wrote stand-ins ${written.join(', ')}` : 'documents: up to date',
);
