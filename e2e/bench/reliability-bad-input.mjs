// The bad-input rows of `npm run bench:reliability`: PER_ENDPOINT requests generated
// with fast-check for each write endpoint — random fields, sizes, encodings, multipart shapes
// (no boundary, wrong content type, duplicate fields, huge field names, truncated bodies,
// non-image bytes named .jpg), JSON, and tokens (none, malformed, expired, wrong signature,
// alg none, a valid one). Every reply must be below 500, carry no stack trace, and every refusal
// must be the API's JSON error with a Spanish message. Rows and files are compared before and
// after each endpoint's run: requests that succeeded are counted and deleted, so whatever is left
// came from a refused request.
import net from 'node:net';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import {
  createAdmin,
  JWT_SECRET,
  log,
  login,
  percentile,
  photo,
  request,
  round1,
  sharp,
  spawnServer,
  storedState,
} from './reliability-support.mjs';
import { repoRoot } from './serve.mjs';

const { LIMITS, MESSAGES, STORAGE_MESSAGES, NEWS_CATEGORIES } = await import(
  path.join(repoRoot, 'shared/src/index.ts')
);

const CONCURRENCY = 8;
/** Requests come from 16 addresses, as they would from many clients. */
const SOURCES = Array.from({ length: 16 }, (_, i) => `127.0.1.${i + 1}`);
const CRLF = '\r\n';

// --- What a reply must look like ---------------------------------------------------------------

const KNOWN_MESSAGES = new Set(
  [...Object.values(MESSAGES), ...Object.values(STORAGE_MESSAGES)].filter(
    (value) => typeof value === 'string',
  ),
);
const SPANISH =
  /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|no|una?|es|foto|fotos|imagen|noticia|solicitud|sesión|campo|archivo)\b/i;
const ENGLISH =
  /\b(the|must|should|invalid|request|unsupported|body|not found|expected|unexpected|missing|error)\b/i;
const isSpanish = (message) =>
  typeof message === 'string' &&
  (KNOWN_MESSAGES.has(message) || (SPANISH.test(message) && !ENGLISH.test(message)));

/** Frames, file paths and error names that only a leaked stack or exception would show. */
const STACK =
  /\n\s*at |\bat [\w.<>$]+ \(|(?:file:\/\/|\/(?:work|home|root|usr|tmp)\/)[\w./-]+|node_modules|\.(?:ts|js|mjs):\d+|\b\w*Error: /;

// --- Generators --------------------------------------------------------------------------------

const bytes = (maxLength) => fc.uint8Array({ maxLength }).map((array) => Buffer.from(array));
const text = (maxLength) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
  );
const huge = (min, max) => fc.integer({ min, max }).map((n) => 'x'.repeat(n));

/** Image-ish payloads, built once (fast-check picks among them). */
async function samplePayloads() {
  const jpeg = await sharp({
    create: { width: 120, height: 90, channels: 3, background: '#2a7d4f' },
  })
    .jpeg()
    .toBuffer();
  const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#aa0000' } })
    .png()
    .toBuffer();
  const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00aa00' } })
    .gif()
    .toBuffer();
  const noise = await photo(300, 200);
  return {
    jpeg,
    png,
    gif,
    noise,
    truncated: noise.subarray(0, Math.floor(noise.length / 2)),
    headerOnly: Buffer.concat([jpeg.subarray(0, 20), Buffer.from('no es una imagen')]),
    svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    html: Buffer.from('<html><body>hola</body></html>'),
    empty: Buffer.alloc(0),
    // Over the 5 MB limit.
    tooBig: Buffer.concat([jpeg.subarray(0, 2), Buffer.alloc(5 * 1024 * 1024 + 10, 7)]),
  };
}

function fileData(payloads) {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('jpeg', 'png', 'noise').map((k) => payloads[k]) },
    {
      weight: 4,
      arbitrary: fc
        .constantFrom('gif', 'truncated', 'headerOnly', 'svg', 'html', 'empty')
        .map((k) => payloads[k]),
    },
    { weight: 3, arbitrary: bytes(4096) },
    { weight: 1, arbitrary: fc.constant(payloads.tooBig) },
  );
}

const fileName = fc.oneof(
  fc.constantFrom('foto.jpg', 'FOTO.JPEG', 'imagen.png', 'x.webp', '', '../../etc/passwd.jpg'),
  text(300).map((name) => `${name}.jpg`),
  huge(1000, 20_000).map((name) => `${name}.jpg`),
);

/** One multipart part: name, optional file name and type, bytes. */
function part(payloads, names) {
  return fc.record({
    name: fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...names) },
      { weight: 1, arbitrary: text(40) },
      { weight: 1, arbitrary: huge(1000, 60_000) },
    ),
    filename: fc.option(fileName, { freq: 2 }),
    type: fc.option(
      fc.constantFrom(
        'image/jpeg',
        'image/png',
        'text/plain',
        'application/octet-stream',
        'image/svg+xml',
        'x/y; charset=utf-16',
      ),
    ),
    transferEncoding: fc.option(fc.constantFrom('base64', 'quoted-printable', '8bit'), { freq: 8 }),
    data: fc.oneof(
      fileData(payloads),
      text(400).map((value) => Buffer.from(value)),
      huge(120_000, 200_000).map((value) => Buffer.from(value)),
    ),
  });
}

function newsPart(payloads) {
  // The real fields, most of the time with a plausible value, so the parser and the schema are
  // reached past the first check.
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        name: fc.constant('titulo'),
        data: fc
          .oneof(fc.constant('Día del libro'), text(250), huge(190, 400), fc.constant('   '))
          .map((value) => Buffer.from(value)),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        name: fc.constant('descripcion'),
        data: fc
          .oneof(fc.constant('Una descripción.'), text(400), huge(9_990, 12_000))
          .map((value) => Buffer.from(value)),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        name: fc.constant('tipo_noticia'),
        data: fc
          .oneof(fc.constantFrom(...NEWS_CATEGORIES), text(30), fc.constant('académico'))
          .map((value) => Buffer.from(value)),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        name: fc.constant('imagen'),
        filename: fileName,
        type: fc.constantFrom('image/jpeg', 'image/png', 'application/octet-stream'),
        data: fileData(payloads),
      }),
    },
    { weight: 2, arbitrary: part(payloads, ['titulo', 'imagen', 'otro', 'fotos']) },
  );
}

/** A multipart body in one of many shapes, most of them wrong. */
function multipart(parts) {
  return fc.record({
    parts,
    boundary: fc.oneof(
      fc.constant('----lbjBoundary7MA4YWxkTrZu0gW'),
      fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/),
    ),
    shape: fc.constantFrom(
      'ok',
      'ok',
      'ok',
      'ok',
      'no-boundary',
      'wrong-boundary',
      'json-type',
      'text-type',
      'no-type',
      'urlencoded-type',
      'truncated',
      'no-closing',
      'lf-only',
      'chunked',
      'abort',
      'preamble',
      'quoted-boundary',
    ),
    cut: fc.double({ min: 0, max: 1, noNaN: true }),
  });
}

function encodeMultipart({ parts, boundary, shape, cut }) {
  const nl = shape === 'lf-only' ? '\n' : CRLF;
  const chunks = [];
  if (shape === 'preamble') chunks.push(Buffer.from(`preámbulo${nl}`));
  for (const p of parts) {
    let head = `--${boundary}${nl}Content-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== null && p.filename !== undefined) head += `; filename="${p.filename}"`;
    head += nl;
    if (p.type) head += `Content-Type: ${p.type}${nl}`;
    if (p.transferEncoding) head += `Content-Transfer-Encoding: ${p.transferEncoding}${nl}`;
    chunks.push(Buffer.from(head + nl), p.data, Buffer.from(nl));
  }
  if (shape !== 'no-closing') chunks.push(Buffer.from(`--${boundary}--${nl}`));
  let body = Buffer.concat(chunks);
  if (shape === 'truncated' || shape === 'abort')
    body = body.subarray(0, Math.floor(body.length * cut));
  const types = {
    'no-boundary': 'multipart/form-data',
    'wrong-boundary': `multipart/form-data; boundary=${boundary}x`,
    'json-type': 'application/json',
    'text-type': 'text/plain; charset=utf-8',
    'urlencoded-type': 'application/x-www-form-urlencoded',
    'quoted-boundary': `multipart/form-data; boundary="${boundary}"`,
  };
  const type =
    shape === 'no-type' ? undefined : (types[shape] ?? `multipart/form-data; boundary=${boundary}`);
  const describe = `${shape} multipart: ${parts
    .map(
      (p) =>
        `${p.name.length > 30 ? `${p.name.slice(0, 12)}…(${p.name.length})` : JSON.stringify(p.name)}${p.filename === null || p.filename === undefined ? '' : ` file ${p.filename.length > 30 ? `(${p.filename.length} chars)` : JSON.stringify(p.filename)}`}${p.type ? ` ${p.type}` : ''}${p.transferEncoding ? ` ${p.transferEncoding}` : ''} ${p.data.length} B`,
    )
    .join('; ')}`;
  return { body, type, chunked: shape === 'chunked', abort: shape === 'abort', describe };
}

/** Authorization headers: none, malformed, expired, wrong signature, alg none, valid. */
function tokens(valid) {
  const secret = new TextEncoder().encode(JWT_SECRET);
  const other = new TextEncoder().encode('another-secret-that-is-long-enough-0123456789');
  const sign = (key, claims, expiresAt) =>
    new SignJWT({ cs: 'xxxxxxxxxxxxxxxx', ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('1')
      .setIssuer('lebeaujour')
      .setAudience('lebeaujour-admin')
      .setIssuedAt(expiresAt - 7200)
      .setExpirationTime(expiresAt)
      .sign(key);
  const now = Math.floor(Date.now() / 1000);
  return Promise.all([
    sign(secret, {}, now - 60),
    sign(other, {}, now + 3600),
    sign(secret, { sub: '99' }, now + 3600),
  ]).then(([expired, wrongSignature, forgedStamp]) => {
    const [header, payload] = valid.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    return fc.oneof(
      { weight: 10, arbitrary: fc.constant(`Bearer ${valid}`) },
      {
        weight: 6,
        arbitrary: fc.constantFrom(
          undefined,
          `Bearer ${expired}`,
          `Bearer ${wrongSignature}`,
          `Bearer ${forgedStamp}`,
          `Bearer ${none}`,
          `Bearer ${header}.${payload}`,
          `Bearer ${valid}x`,
          `bearer   ${valid}  `,
          `Basic ${Buffer.from('directora:clave').toString('base64')}`,
          'Bearer',
          `Bearer ${'a'.repeat(20_000)}.b.c`,
        ),
      },
      {
        weight: 2,
        arbitrary: fc.stringMatching(/^[\x21-\x7e ]{0,200}$/).map((value) => `Bearer ${value}`),
      },
    );
  });
}

// --- The endpoints -----------------------------------------------------------------------------

const JSON_TYPE = 'application/json';

function loginRequests() {
  const credentials = fc.record(
    {
      username: fc.oneof(
        fc.constant('directora'),
        text(80),
        huge(60, 300),
        fc.integer(),
        fc.constant(null),
        fc.array(fc.string()),
      ),
      password: fc.oneof(
        fc.constant('una-clave-larga-para-la-prueba'),
        text(200),
        huge(1000, 100_000),
        fc.boolean(),
        fc.object(),
      ),
    },
    { requiredKeys: [] },
  );
  /** The credentials as JSON encoded in `encoding`, which the Content-Type names `charset`. */
  const inCharset = (encoding, charset) => ({
    weight: 1,
    arbitrary: credentials.map((c) => ({
      body: Buffer.from(JSON.stringify(c), encoding),
      type: `${JSON_TYPE}; charset=${charset}`,
    })),
  });
  const body = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(
          credentials,
          fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), {
            maxKeys: 3,
          }),
        )
        .map(([c, extra]) => ({
          body: Buffer.from(JSON.stringify({ ...extra, ...c })),
          type: JSON_TYPE,
        })),
    },
    {
      weight: 2,
      arbitrary: fc
        .jsonValue()
        .map((value) => ({ body: Buffer.from(JSON.stringify(value)), type: JSON_TYPE })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        body: Buffer.from('{"username":"directora","username":"otra","password":"x"}'),
        type: JSON_TYPE,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        body: Buffer.from(
          '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},"username":"a","password":"b"}',
        ),
        type: JSON_TYPE,
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 100, max: 5000 })
        .map((depth) => ({ body: Buffer.from('['.repeat(depth)), type: JSON_TYPE })),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 100, max: 3000 }).map((depth) => ({
        body: Buffer.from(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
        type: JSON_TYPE,
      })),
    },
    { weight: 2, arbitrary: bytes(2000).map((b) => ({ body: b, type: JSON_TYPE })) },
    inCharset('utf16le', 'utf-16'),
    {
      weight: 1,
      arbitrary: credentials.map((c) => ({
        body: Buffer.from(JSON.stringify(c)),
        type: JSON_TYPE,
        encoding: 'gzip',
      })),
    },
    inCharset('latin1', 'latin1'),
    {
      weight: 1,
      arbitrary: credentials.map((c) => ({
        body: Buffer.from(
          new URLSearchParams({
            username: String(c.username),
            password: String(c.password),
          }).toString(),
        ),
        type: 'application/x-www-form-urlencoded',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          undefined,
          'text/plain',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=utf-7',
        )
        .map((type) => ({ body: Buffer.from('{"username":"a","password":"b"}'), type })),
    },
    {
      weight: 1,
      arbitrary: huge(260_000, 300_000).map((value) => ({
        body: Buffer.from(JSON.stringify({ username: 'a', password: value })),
        type: JSON_TYPE,
      })),
    },
    {
      weight: 1,
      arbitrary: credentials.map((c) => ({
        body: Buffer.from(JSON.stringify(c)),
        type: JSON_TYPE,
        chunked: true,
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(credentials, fc.double({ min: 0, max: 1, noNaN: true }))
        .map(([c, cut]) => {
          const b = Buffer.from(JSON.stringify(c));
          return { body: b.subarray(0, Math.floor(b.length * cut)), type: JSON_TYPE, abort: true };
        }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(credentials, fc.double({ min: 0, max: 0.99, noNaN: true }))
        .map(([c, cut]) => {
          const b = Buffer.from(JSON.stringify(c));
          return { body: b.subarray(0, Math.floor(b.length * cut)), type: JSON_TYPE };
        }),
    },
  );
  return fc
    .record({
      body,
      cookie: fc.option(
        fc.oneof(
          fc.constant('lbj_device=abc'),
          fc.stringMatching(/^[\x21-\x7e]{0,300}$/).map((v) => `lbj_device=${v}`),
        ),
      ),
    })
    .map(({ body: b, cookie }) => ({
      method: 'POST',
      path: '/api/login',
      ...b,
      headers: cookie ? { cookie } : {},
    }));
}

function newsPostRequests(payloads, auth) {
  const parts = fc.array(newsPart(payloads), { minLength: 0, maxLength: 8 });
  // The three fields and a photo, in any order, each value valid or not: some are accepted.
  const whole = fc
    .tuple(
      fc.constantFrom('Día del libro', ' ', 'x'.repeat(201)),
      fc.constantFrom('Una descripción.', ''),
      fc.constantFrom(...NEWS_CATEGORIES, 'Otra'),
      fc.constantFrom(payloads.jpeg, payloads.png, payloads.truncated, payloads.svg),
    )
    .chain(([titulo, descripcion, tipo, image]) =>
      fc.shuffledSubarray(
        [
          { name: 'titulo', data: Buffer.from(titulo) },
          { name: 'descripcion', data: Buffer.from(descripcion) },
          { name: 'tipo_noticia', data: Buffer.from(tipo) },
          { name: 'imagen', filename: 'foto.jpg', type: 'image/jpeg', data: image },
        ],
        { minLength: 3 },
      ),
    );
  const body = fc.oneof(
    { weight: 8, arbitrary: multipart(parts).map(encodeMultipart) },
    { weight: 3, arbitrary: multipart(whole).map(encodeMultipart) },
    {
      weight: 1,
      arbitrary: fc
        .jsonValue()
        .map((value) => ({ body: Buffer.from(JSON.stringify(value)), type: JSON_TYPE })),
    },
    {
      weight: 1,
      arbitrary: bytes(3000).map((b) => ({ body: b, type: 'multipart/form-data; boundary=abc' })),
    },
  );
  return fc.record({ body, auth }).map(({ body: b, auth: authorization }) => ({
    method: 'POST',
    path: '/api/news',
    ...b,
    headers: authorization ? { authorization } : {},
  }));
}

function idPath() {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant('EXISTING') },
    {
      weight: 3,
      arbitrary: fc
        .oneof(fc.integer(), fc.maxSafeNat(), fc.bigInt({ min: 0n, max: 10n ** 30n }))
        .map(String),
    },
    { weight: 2, arbitrary: text(40).map(encodeURIComponent) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '01',
        '1e3',
        '0x10',
        '+1',
        '1.0',
        '%20',
        '%00',
        '..%2F..%2Fetc',
        '%D9%A1',
        'null',
        'undefined',
        '9007199254740993',
        '1;DROP%20TABLE%20news',
        '%E2%80%8B1',
      ),
    },
  );
}

function deleteRequests(base, auth) {
  return fc
    .record({
      id: idPath(),
      auth,
      body: fc.option(
        fc.oneof(
          bytes(500).map((b) => ({ body: b, type: 'application/octet-stream' })),
          fc.jsonValue().map((v) => ({ body: Buffer.from(JSON.stringify(v)), type: JSON_TYPE })),
        ),
      ),
    })
    .map(({ id, auth: authorization, body }) => ({
      method: 'DELETE',
      path: `${base}/${id}`,
      ...(body ?? {}),
      headers: authorization ? { authorization } : {},
    }));
}

function galleryPostRequests(payloads, auth) {
  const year = new Date().getUTCFullYear() - 1;
  const yearPath = fc.oneof(
    { weight: 6, arbitrary: fc.constant(String(year)) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '1983',
        '1982',
        '2999',
        '0',
        '-2024',
        '2024.5',
        '02024',
        'abc',
        '%00',
        '%20',
        '2024%2F..',
        '١٩٩٠',
      ),
    },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: text(20).map(encodeURIComponent) },
  );
  const photoPart = fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({
        name: fc.constant('fotos'),
        filename: fileName,
        type: fc.constantFrom('image/jpeg', 'image/png'),
        data: fileData(payloads),
      }),
    },
    { weight: 2, arbitrary: part(payloads, ['fotos', 'foto', 'imagen', 'titulo']) },
  );
  const parts = fc.oneof(
    { weight: 8, arbitrary: fc.array(photoPart, { minLength: 0, maxLength: 5 }) },
    // Over the 20 photos of one upload.
    {
      weight: 1,
      arbitrary: fc.integer({ min: 21, max: 30 }).map((count) =>
        Array.from({ length: count }, () => ({
          name: 'fotos',
          filename: 'foto.jpg',
          type: 'image/jpeg',
          data: payloads.jpeg,
        })),
      ),
    },
  );
  const body = fc.oneof(
    { weight: 10, arbitrary: multipart(parts).map(encodeMultipart) },
    {
      weight: 1,
      arbitrary: fc
        .jsonValue()
        .map((value) => ({ body: Buffer.from(JSON.stringify(value)), type: JSON_TYPE })),
    },
  );
  return fc
    .record({ year: yearPath, body, auth })
    .map(({ year: y, body: b, auth: authorization }) => ({
      method: 'POST',
      path: `/api/gallery/${y}/photos`,
      ...b,
      headers: authorization ? { authorization } : {},
    }));
}

// --- Sending -----------------------------------------------------------------------------------

const BODY_LIMIT = 256 * 1024;
const FILE_LIMIT = LIMITS.imageMaxBytes;
const HEADER_LIMIT = 16 * 1024;

/** A request the server may refuse before reading it all, then close the connection. */
function refusedUnread(spec, error) {
  if (error !== 'EPIPE' && error !== 'ECONNRESET') return false;
  const headerBytes = Object.values(spec.headers).reduce((sum, value) => sum + value.length, 0);
  if (headerBytes > HEADER_LIMIT) return true;
  const bodyBytes = spec.body?.length ?? 0;
  const multipart = spec.type?.startsWith('multipart/') ?? false;
  return bodyBytes > (multipart ? FILE_LIMIT : BODY_LIMIT);
}

/** Sends part of a body, promising more, then closes: the server sees a client that gave up. */
function abortAfter(url, spec, localAddress) {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect({ host: hostname, port: Number(port), localAddress });
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      const headers = [
        `${spec.method} ${spec.path} HTTP/1.1`,
        'Host: bench',
        `Content-Length: ${spec.body.length + 1000}`,
      ];
      if (spec.type) headers.push(`Content-Type: ${spec.type}`);
      for (const [name, value] of Object.entries(spec.headers)) headers.push(`${name}: ${value}`);
      socket.write(`${headers.join(CRLF)}${CRLF}${CRLF}`);
      socket.write(spec.body, () => setTimeout(() => (socket.destroy(), resolve()), 20));
    });
    socket.once('close', resolve);
  });
}

async function send(url, spec, localAddress) {
  if (spec.abort) {
    await abortAfter(url, spec, localAddress);
    return { status: null, aborted: true };
  }
  const headers = { ...spec.headers };
  if (spec.type !== undefined) headers['content-type'] = spec.type;
  if (spec.encoding) headers['content-encoding'] = spec.encoding;
  if (spec.body !== undefined) {
    if (spec.chunked) headers['transfer-encoding'] = 'chunked';
    else headers['content-length'] = String(spec.body.length);
  }
  return request(`${url}${spec.path}`, {
    method: spec.method,
    headers,
    body: spec.body,
    localAddress,
  });
}

// --- The rows ----------------------------------------------------------------------------------

export async function badInputRows({ perEndpoint, seed }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-bad-input-'));
  const serverLog = path.join(os.tmpdir(), `lbj-bad-input-${process.pid}.log`);
  let server;
  try {
    server = await spawnServer(dataDir, {}, { logFile: serverLog });
    createAdmin(dataDir);
    const token = await login(server.url);
    const valid = { authorization: `Bearer ${token}` };
    const payloads = await samplePayloads();
    const auth = await tokens(token);

    // Something to delete: three news items and three gallery photos.
    const year = new Date().getUTCFullYear() - 1;
    const seedNews = [];
    const seedPhotos = [];
    const refill = async () => {
      while (seedNews.length < 3) {
        const form = new FormData();
        form.append('titulo', 'Semilla');
        form.append('descripcion', 'Para borrar.');
        form.append('tipo_noticia', 'Eventos');
        form.append('imagen', new Blob([payloads.jpeg], { type: 'image/jpeg' }), 'foto.jpg');
        const response = await fetch(`${server.url}/api/news`, {
          method: 'POST',
          headers: valid,
          body: form,
        });
        seedNews.push((await response.json()).id);
      }
      while (seedPhotos.length < 3) {
        const form = new FormData();
        form.append('fotos', new Blob([payloads.jpeg], { type: 'image/jpeg' }), 'foto.jpg');
        const response = await fetch(`${server.url}/api/gallery/${year}/photos`, {
          method: 'POST',
          headers: valid,
          body: form,
        });
        seedPhotos.push(...(await response.json()).photos.map((p) => p.id));
      }
    };

    const endpoints = [
      { endpoint: 'POST /api/login', arbitrary: loginRequests() },
      { endpoint: 'POST /api/news', arbitrary: newsPostRequests(payloads, auth) },
      {
        endpoint: 'DELETE /api/news/:id',
        arbitrary: deleteRequests('/api/news', auth),
        existing: seedNews,
      },
      {
        endpoint: 'POST /api/gallery/:year/photos',
        arbitrary: galleryPostRequests(payloads, auth),
      },
      {
        endpoint: 'DELETE /api/gallery/photos/:id',
        arbitrary: deleteRequests('/api/gallery/photos', auth),
        existing: seedPhotos,
      },
    ];
    const rows = [];
    for (const [index, e] of endpoints.entries()) {
      await refill();
      log(`bad input: ${perEndpoint} requests to ${e.endpoint}`);
      const before = storedState(dataDir);
      const specs = fc.sample(e.arbitrary, { seed: seed + index, numRuns: perEndpoint });
      const created = { news: new Set(), gallery: new Set() };
      const deleted = { news: new Set(), gallery: new Set() };
      const statuses = {};
      const latencies = [];
      const examples = [];
      const noReply = [];
      let serverErrors = 0;
      let stackTraces = 0;
      let notSpanishJson = 0;
      let noReplies = 0;
      let closedEarly = 0;
      let aborted = 0;
      let accepted = 0;
      let next = 0;
      const worker = async (w) => {
        while (next < specs.length) {
          const i = next++;
          const spec = specs[i];
          if (spec.path.endsWith('/EXISTING')) {
            const pool = e.existing ?? [];
            const id = pool.length > 0 ? pool[i % pool.length] : 1;
            spec.path = spec.path.replace('EXISTING', String(id));
          }
          const reply = await send(server.url, spec, SOURCES[(i + w) % SOURCES.length]);
          if (reply.aborted) {
            aborted++;
            continue;
          }
          const key =
            reply.status > 0
              ? reply.status
              : reply.status === -1
                ? 'not sent'
                : `no reply (${reply.error})`;
          statuses[key] = (statuses[key] ?? 0) + 1;
          const what = () =>
            `${spec.method} ${spec.path.slice(0, 120)} (${spec.type ?? 'no content type'}${spec.chunked ? ', chunked' : ''}${spec.encoding ? `, ${spec.encoding}` : ''}, ${spec.headers.authorization === undefined ? 'no authorization' : `authorization of ${spec.headers.authorization.length} chars`}, ${spec.body?.length ?? 0} bytes${spec.describe ? `; ${spec.describe.slice(0, 400)}` : ''})`;
          // A body over the server's limits (256 KB for JSON and text, 5 MB for a file) or
          // headers over 16 KB are refused without reading the rest: the server answers and
          // closes while this client is still sending, so the client sees EPIPE/ECONNRESET
          // instead of the reply. That is the limit working (ADR 0011), not a lost reply.
          if (reply.status === 0 && refusedUnread(spec, reply.error)) {
            closedEarly++;
            continue;
          }
          if (reply.status === 0) noReplies++;
          if (reply.status <= 0) {
            if (noReply.length < 5) noReply.push({ request: what(), error: reply.error });
            continue;
          }
          latencies.push(reply.ms);
          const bodyText = reply.body.toString('utf8');
          const problems = [];
          if (reply.status >= 500) {
            serverErrors++;
            problems.push('5xx');
          }
          if (STACK.test(bodyText)) {
            stackTraces++;
            problems.push('stack trace');
          }
          if (reply.status >= 400) {
            let json;
            try {
              json = JSON.parse(bodyText);
            } catch {
              json = undefined;
            }
            const ok =
              json &&
              json.statusCode === reply.status &&
              typeof json.error === 'string' &&
              json.message === json.error &&
              isSpanish(json.message);
            if (!ok) {
              notSpanishJson++;
              problems.push('not a Spanish JSON error');
            }
          } else {
            accepted++;
            if (spec.method === 'POST' && spec.path === '/api/news' && reply.status === 201) {
              created.news.add(JSON.parse(bodyText).id);
            } else if (spec.method === 'POST' && reply.status === 201) {
              for (const p of JSON.parse(bodyText).photos) created.gallery.add(p.id);
            } else if (spec.method === 'DELETE' && reply.status === 204) {
              const id = Number(spec.path.split('/').pop());
              (spec.path.startsWith('/api/news') ? deleted.news : deleted.gallery).add(id);
              const pool = e.existing ?? [];
              if (pool.includes(id)) pool.splice(pool.indexOf(id), 1);
            }
          }
          if (problems.length > 0 && examples.length < 5) {
            examples.push({
              problems,
              request: what(),
              status: reply.status,
              body: bodyText.slice(0, 300),
            });
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w)));

      // What succeeded is not a leak: delete it, then compare with the state before.
      for (const id of created.news) {
        const r = await request(`${server.url}/api/news/${id}`, {
          method: 'DELETE',
          headers: valid,
        });
        if (r.status !== 204) throw new Error(`cleanup of news ${id}: ${r.status}`);
      }
      for (const id of created.gallery) {
        const r = await request(`${server.url}/api/gallery/photos/${id}`, {
          method: 'DELETE',
          headers: valid,
        });
        if (r.status !== 204) throw new Error(`cleanup of photo ${id}: ${r.status}`);
      }
      const after = storedState(dataDir);
      const expectedNews = new Set([...before.newsIds].filter((id) => !deleted.news.has(id)));
      const expectedGallery = new Set(
        [...before.galleryIds].filter((id) => !deleted.gallery.has(id)),
      );
      const strayRows =
        [...after.newsIds].filter((id) => !expectedNews.has(id)).length +
        [...after.galleryIds].filter((id) => !expectedGallery.has(id)).length;
      const missingRows =
        [...expectedNews].filter((id) => !after.newsIds.has(id)).length +
        [...expectedGallery].filter((id) => !after.galleryIds.has(id)).length;
      const strayFiles = after.filesWithoutRows + after.partialFiles;
      const sorted = latencies.sort((a, b) => a - b);
      const requests = specs.length;
      const refused = Object.entries(statuses)
        .filter(([status]) => Number(status) >= 400)
        .reduce((sum, [, count]) => sum + count, 0);
      const statusList = Object.entries(statuses)
        .map(([status, count]) => `${status} × ${count}`)
        .join(', ');
      rows.push({
        endpoint: e.endpoint,
        requests,
        refused,
        accepted,
        aborted,
        statuses,
        serverErrors,
        stackTraces,
        notSpanishJson,
        noReplies,
        closedEarly,
        failed: notSpanishJson + noReplies,
        strayRows,
        strayFiles,
        missingRows,
        rowsWithoutFiles: after.rowsWithoutFiles,
        p50ms: round1(percentile(sorted, 50)),
        p99ms: round1(percentile(sorted, 99)),
        examples,
        noReply,
        notes: `${refused} refused, ${accepted} accepted (${created.news.size + created.gallery.size} stored then deleted, ${deleted.news.size + deleted.gallery.size} deletions of real items), ${aborted} cut off by the client, ${closedEarly} over-limit bodies closed by the server while still being sent; ${statusList}${missingRows ? `; ${missingRows} rows missing` : ''}`,
      });
    }
    return { perEndpoint, seed, endpoints: rows, serverErrorLog: errorLines(serverLog) };
  } finally {
    await server?.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(serverLog, { force: true });
  }
}

/** The server's error lines (level ≥ 50), with their causes: what a 5xx was. */
function errorLines(file) {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return { level: 0 };
      }
    })
    .filter((line) => line.level >= 50)
    .slice(0, 10)
    .map((line) => ({
      msg: line.msg,
      url: line.req?.url,
      err: line.err && {
        type: line.err.type,
        message: line.err.message,
        code: line.err.code,
        stack: line.err.stack?.split('\n').slice(0, 6).join('\n'),
      },
    }));
}
