// A local SMTP server for the mail tests (127.0.0.1, a free port; nothing leaves the machine), and
// a small reader of the messages it takes: headers, and the text and HTML parts decoded.
import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  data: string;
}

/** A port nothing listens on (yet). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A local SMTP server on `port`, keeping every message it takes. `refuse` may answer a recipient
 * with an SMTP code (452, 550) instead of taking it; `hold` may keep a message it took without
 * ever answering (the sender is left waiting, as a crash would find it).
 */
export function startSmtp(
  port: number,
  received: Received[],
  refuse?: (address: string) => number | null,
  hold?: () => boolean,
): Promise<SMTPServer> {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    // No DNS lookup of the client: nothing leaves the machine, and no wait for it.
    disableReverseLookup: true,
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth: (auth, _session, callback) => {
      callback(null, { user: auth.username });
    },
    onRcptTo: (address, _session, callback) => {
      const code = refuse?.(address.address) ?? null;
      if (code === null) {
        callback();
        return;
      }
      callback(Object.assign(new Error(`refused ${String(code)}`), { responseCode: code }));
    },
    onData: (stream, session, callback) => {
      let data = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (data += chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
        if (!hold?.()) callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

export function stopSmtp(server: SMTPServer | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (server) server.close(() => resolve());
    else resolve();
  });
}

export async function until(
  condition: () => Promise<boolean> | boolean,
  what: string,
): Promise<void> {
  // Bounded only to end a real failure: a loaded machine may take many rounds.
  for (let waited = 0; waited < 60_000; waited += 25) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export interface ParsedMail {
  /** Header names lowercased; folded lines joined. */
  headers: Record<string, string>;
  text: string;
  html: string | undefined;
}

/** A header's MIME encoded words (RFC 2047, as nodemailer writes them) as text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_word, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuoted(text.replace(/_/g, ' ')),
    );
}

/** Quoted-printable bytes (`=C3=B3`) as UTF-8 text. */
function decodeQuoted(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? /^[0-9A-F]{2}/i.exec(text.slice(i + 1))?.[0] : undefined;
    if (hex) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHead(raw: string): [Record<string, string>, string] {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return [headers, raw.slice(end + 4)];
}

function decode(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuoted(body.replace(/=\r\n/g, ''));
  return body;
}

/** A message's headers and its text and HTML parts (one level of multipart/alternative). */
export function parseMail(raw: string): ParsedMail {
  const [headers, body] = splitHead(raw.replace(/\r\n\.\r\n$/, ''));
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  if (boundary === undefined) return { headers, text: decode(headers, body), html: undefined };
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => splitHead(part.replace(/^\r\n/, '').replace(/\r\n$/, '')));
  const part = (type: string) => {
    const found = parts.find(([partHeaders]) =>
      (partHeaders['content-type'] ?? '').startsWith(type),
    );
    return found && decode(found[0], found[1]);
  };
  return { headers, text: part('text/plain') ?? '', html: part('text/html') };
}
