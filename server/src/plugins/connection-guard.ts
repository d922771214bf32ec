import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { MESSAGES, STORAGE_MESSAGES } from '@lbj/shared';

/**
 * Limits that keep one client from holding the process's connections: a slow body
 * is cut, a whole request must arrive in time, and no single address takes every connection.
 * Node's own timers cover slow headers (`headersTimeout`) and idle keep-alive connections
 * (`keepAliveTimeout`); this guard adds what Node lacks: a minimum body rate, a per-address
 * cap, and a request deadline checked every second instead of Node's 30 s sweep.
 */
export interface ConnectionLimits {
  /** Headers and body must have arrived within this many ms of the request's start. */
  requestTimeoutMs: number;
  /** A body that arrives slower than this, over any window after the first, is cut. */
  minBodyBytesPerSecond: number;
  /** Length of the window over which the body rate is measured, ms. */
  bodyRateWindowMs: number;
  /** Concurrent connections from one client address; 0 turns the cap off (reverse proxy). */
  maxConnectionsPerAddress: number;
  /** Concurrent connections for the whole process; above it new ones are closed at once. */
  maxConnections: number;
}

export interface ConnectionGuardLog {
  warn: (details: object, message: string) => void;
}

export interface ConnectionGuard {
  /** Connections open now, per client address (for tests and /api/health). */
  openConnections: () => ReadonlyMap<string, number>;
  /** Requests cut so far because they were too slow (for tests and logs). */
  cutRequests: () => number;
  stop: () => void;
}

interface WatchedRequest {
  request: IncomingMessage;
  response: ServerResponse;
  startedAt: number;
  windowStartedAt: number;
  windowStartBytes: number;
}

/** `::ffff:127.0.0.2` and `127.0.0.2` are one client. */
export function clientAddress(socket: Socket): string {
  const address = socket.remoteAddress ?? 'unknown';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

const TIMEOUT_BODY = JSON.stringify({
  statusCode: 408,
  error: STORAGE_MESSAGES.requestTimeout,
  message: STORAGE_MESSAGES.requestTimeout,
});

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
}

/**
 * Node's parser refused the request before Fastify saw it (headers over 16 KB, a malformed
 * request line, a header timeout): the same JSON error shape as the rest of the API, in Spanish,
 * then the connection is closed. Nothing to say on a connection that is already gone.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, STORAGE_MESSAGES.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, STORAGE_MESSAGES.requestTimeout]
        : [400, MESSAGES.badRequest];
  const body = JSON.stringify({ statusCode: status, error: message, message });
  socket.end(
    `HTTP/1.1 ${String(status)} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${String(Buffer.byteLength(body))}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Answers 408 if a reply is still possible, then closes the connection. */
function cut(watched: WatchedRequest): void {
  const { request, response } = watched;
  const socket = request.socket;
  if (!response.headersSent && !socket.destroyed) {
    response.writeHead(408, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(TIMEOUT_BODY),
      connection: 'close',
    });
    response.end(TIMEOUT_BODY, () => socket.destroy());
    // A client that does not read its reply must not keep the socket either.
    setTimeout(() => socket.destroy(), 1_000).unref();
  } else {
    socket.destroy();
  }
}

/**
 * Installs the guard on a Node HTTP server (Fastify's `app.server`). `now` is injectable so the
 * rules can be tested without waiting; `tickMs` is how often in-flight bodies are checked.
 */
export function guardConnections(
  server: Server,
  limits: ConnectionLimits,
  log: ConnectionGuardLog,
  { now = () => Date.now(), tickMs = 1_000 }: { now?: () => number; tickMs?: number } = {},
): ConnectionGuard {
  server.maxConnections = limits.maxConnections;
  const perAddress = new Map<string, number>();
  const watched = new Set<WatchedRequest>();
  let cutCount = 0;
  let refusedSinceLastLog = 0;

  const onConnection = (socket: Socket) => {
    const address = clientAddress(socket);
    const open = (perAddress.get(address) ?? 0) + 1;
    if (limits.maxConnectionsPerAddress > 0 && open > limits.maxConnectionsPerAddress) {
      // Closed before a byte is read; established connections of others are untouched.
      if (refusedSinceLastLog++ === 0) {
        log.warn({ address, limit: limits.maxConnectionsPerAddress }, 'connection cap reached');
      }
      socket.destroy();
      return;
    }
    perAddress.set(address, open);
    socket.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left <= 0) perAddress.delete(address);
      else perAddress.set(address, left);
    });
  };

  const onRequest = (request: IncomingMessage, response: ServerResponse) => {
    if (!hasBody(request)) return;
    const at = now();
    const entry: WatchedRequest = {
      request,
      response,
      startedAt: at,
      windowStartedAt: at,
      windowStartBytes: request.socket.bytesRead,
    };
    watched.add(entry);
    const forget = () => watched.delete(entry);
    request.once('end', forget);
    request.once('close', forget);
    response.once('finish', forget);
  };

  const check = () => {
    const at = now();
    for (const entry of watched) {
      const { request } = entry;
      if (request.complete || request.socket.destroyed) {
        watched.delete(entry);
        continue;
      }
      const tooLong = at - entry.startedAt >= limits.requestTimeoutMs;
      let tooSlow = false;
      if (at - entry.windowStartedAt >= limits.bodyRateWindowMs) {
        const received = request.socket.bytesRead - entry.windowStartBytes;
        const seconds = (at - entry.windowStartedAt) / 1000;
        // A body the application has paused (back-pressure) is not the client's fault.
        tooSlow =
          request.readableFlowing !== false && received < limits.minBodyBytesPerSecond * seconds;
        entry.windowStartedAt = at;
        entry.windowStartBytes = request.socket.bytesRead;
      }
      if (tooLong || tooSlow) {
        watched.delete(entry);
        cutCount++;
        cut(entry);
      }
    }
    if (refusedSinceLastLog > 1) {
      log.warn(
        { refused: refusedSinceLastLog - 1 },
        'connections refused over the per-address cap',
      );
    }
    refusedSinceLastLog = 0;
  };

  const timer = setInterval(check, tickMs);
  timer.unref();
  server.on('connection', onConnection);
  server.on('request', onRequest);

  return {
    openConnections: () => perAddress,
    cutRequests: () => cutCount,
    stop: () => {
      clearInterval(timer);
      server.off('connection', onConnection);
      server.off('request', onRequest);
    },
  };
}
