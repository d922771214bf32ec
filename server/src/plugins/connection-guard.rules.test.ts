// @time-zones
import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, STORAGE_MESSAGES } from '@lbj/shared';
import {
  answerClientError,
  clientAddress,
  guardConnections,
  type ConnectionLimits,
} from './connection-guard.ts';

/*
 * The guard's rules, one at a time, on fake sockets and a fake clock: every tick and every byte
 * is chosen by the test, so each boundary (exactly at the deadline, exactly at the minimum rate)
 * is checked without waiting and without depending on the machine's speed. The real-socket
 * behaviour is in connection-guard.test.ts.
 */

const TICK = 1_000;

const limits: ConnectionLimits = {
  requestTimeoutMs: 10_000,
  minBodyBytesPerSecond: 100,
  bodyRateWindowMs: 2_000,
  maxConnectionsPerAddress: 2,
  maxConnections: 50,
};

class FakeSocket extends EventEmitter {
  destroyed = false;
  bytesRead = 0;
  constructor(public remoteAddress: string | undefined = '127.0.0.1') {
    super();
  }
  destroy() {
    if (this.destroyed) return;
    this.destroyed = true;
    this.emit('close');
  }
}

class FakeRequest extends EventEmitter {
  complete = false;
  readableFlowing: boolean | null = true;
  constructor(
    public socket: FakeSocket,
    public headers: Record<string, string> = { 'content-length': '100000' },
  ) {
    super();
  }
}

class FakeResponse extends EventEmitter {
  headersSent = false;
  status?: number;
  head?: Record<string, unknown>;
  body?: string;
  afterEnd?: () => void;
  writeHead(status: number, head: Record<string, unknown>) {
    this.status = status;
    this.head = head;
    this.headersSent = true;
    return this;
  }
  end(body: string, callback: () => void) {
    this.body = body;
    this.afterEnd = callback;
  }
}

let clock = 0;
let warnings: { details: object; message: string }[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  clock = 0;
  warnings = [];
});
afterEach(() => {
  vi.useRealTimers();
});

function install(overrides: Partial<ConnectionLimits> = {}) {
  const server = new EventEmitter() as EventEmitter & { maxConnections?: number };
  const guard = guardConnections(
    server as unknown as Server,
    { ...limits, ...overrides },
    { warn: (details, message) => warnings.push({ details, message }) },
    { now: () => clock, tickMs: TICK },
  );
  const connect = (address?: string) => {
    const socket = new FakeSocket(address);
    server.emit('connection', socket);
    return socket;
  };
  const request = (socket: FakeSocket, headers?: Record<string, string>) => {
    const req = new FakeRequest(socket, headers);
    const res = new FakeResponse();
    server.emit('request', req, res);
    return { req, res };
  };
  /** Moves the fake clock and lets the guard's timer fire once. */
  const tick = (ms = TICK) => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  };
  return { server, guard, connect, request, tick };
}

describe('clientAddress', () => {
  it('treats an IPv4-mapped IPv6 address as the IPv4 client', () => {
    expect(clientAddress(new FakeSocket('::ffff:10.0.0.7') as unknown as Socket)).toBe('10.0.0.7');
  });

  it('keeps plain IPv6 and IPv4 addresses, even ones that end like a prefix', () => {
    expect(clientAddress(new FakeSocket('2001:db8::1') as unknown as Socket)).toBe('2001:db8::1');
    expect(clientAddress(new FakeSocket('10.0.0.7') as unknown as Socket)).toBe('10.0.0.7');
    expect(clientAddress(new FakeSocket('fe80::ffff:') as unknown as Socket)).toBe('fe80::ffff:');
  });

  it('names a socket without an address (already closed) "unknown"', () => {
    const closed = new FakeSocket();
    closed.remoteAddress = undefined;
    expect(clientAddress(closed as unknown as Socket)).toBe('unknown');
  });
});

describe('which requests are watched', () => {
  it.each([
    ['a Content-Length over 0', { 'content-length': '10' }, true],
    ['a chunked body', { 'transfer-encoding': 'chunked' }, true],
    ['Content-Length: 0', { 'content-length': '0' }, false],
    ['no body headers at all (GET)', {}, false],
  ])('%s → watched: %s', (_name, headers, watched) => {
    const { connect, request, tick, guard } = install({ requestTimeoutMs: 1_000 });
    const { res } = request(connect(), headers);
    tick();
    expect(guard.cutRequests()).toBe(watched ? 1 : 0);
    expect(res.status).toBe(watched ? 408 : undefined);
  });
});

describe('the request deadline', () => {
  it('keeps a request that is one tick short of the deadline, cuts it at the deadline', () => {
    const { connect, request, tick, guard } = install({ requestTimeoutMs: 3_000 });
    const socket = connect();
    const { res } = request(socket);
    // A good rate all along: only the deadline can cut it.
    for (let i = 0; i < 2; i++) {
      socket.bytesRead += 10_000;
      tick();
    }
    expect(guard.cutRequests()).toBe(0);
    expect(res.status).toBeUndefined();
    socket.bytesRead += 10_000;
    tick();
    expect(guard.cutRequests()).toBe(1);
    expect(res.status).toBe(408);
  });

  it('counts the deadline from when the request started, not from the clock origin', () => {
    const { connect, request, tick, guard } = install({ requestTimeoutMs: 3_000 });
    clock = 1_000_000;
    const socket = connect();
    request(socket);
    socket.bytesRead += 10_000;
    tick();
    expect(guard.cutRequests()).toBe(0);
  });

  it('forgets a request whose body has arrived', () => {
    const { connect, request, tick, guard } = install({ requestTimeoutMs: 2_000 });
    const socket = connect();
    const { req, res } = request(socket);
    req.complete = true;
    tick(5_000);
    expect(guard.cutRequests()).toBe(0);
    expect(res.status).toBeUndefined();
  });

  it.each(['end', 'close'] as const)('stops watching when the request emits "%s"', (event) => {
    const { connect, request, tick, guard } = install({ requestTimeoutMs: 2_000 });
    const { req, res } = request(connect());
    req.emit(event);
    tick(5_000);
    expect(guard.cutRequests()).toBe(0);
    expect(res.status).toBeUndefined();
  });

  it('stops watching when the reply has finished', () => {
    const { connect, request, tick, guard } = install({ requestTimeoutMs: 2_000 });
    const { res } = request(connect());
    res.emit('finish');
    tick(5_000);
    expect(guard.cutRequests()).toBe(0);
  });

  it('drops a request whose socket is already gone, without counting it as cut', () => {
    const { connect, request, tick, guard } = install({ requestTimeoutMs: 2_000 });
    const socket = connect();
    const { res } = request(socket);
    socket.destroyed = true;
    tick(5_000);
    expect(guard.cutRequests()).toBe(0);
    expect(res.status).toBeUndefined();
  });
});

describe('the minimum body rate', () => {
  // 100 bytes a second over a 2 s window: 200 bytes per window is the least that passes.
  it('keeps a body at exactly the minimum rate, window after window', () => {
    const { connect, request, tick, guard } = install({ requestTimeoutMs: 60_000 });
    const socket = connect();
    const { res } = request(socket);
    for (let i = 0; i < 10; i++) {
      socket.bytesRead += 100;
      tick();
    }
    expect(guard.cutRequests()).toBe(0);
    expect(res.status).toBeUndefined();
  });

  it('cuts a body one byte short of the minimum over a window', () => {
    const { connect, request, tick, guard } = install({ requestTimeoutMs: 60_000 });
    const socket = connect();
    const { res } = request(socket);
    socket.bytesRead += 100;
    tick();
    expect(guard.cutRequests()).toBe(0);
    socket.bytesRead += 99;
    tick();
    expect(guard.cutRequests()).toBe(1);
    expect(res.status).toBe(408);
  });

  it('judges the rate only once a whole window has passed', () => {
    const { connect, request, tick, guard } = install({ requestTimeoutMs: 60_000 });
    const { res } = request(connect());
    // Nothing received during the first second: not yet a whole window.
    tick();
    expect(guard.cutRequests()).toBe(0);
    tick();
    expect(res.status).toBe(408);
  });

  it('measures each window from its own start, not from the first byte of the request', () => {
    const { connect, request, tick, guard } = install({ requestTimeoutMs: 60_000 });
    const socket = connect();
    request(socket);
    // A fast first window, then a stalled one: the stall must be seen.
    socket.bytesRead += 100_000;
    tick();
    tick();
    expect(guard.cutRequests()).toBe(0);
    tick();
    tick();
    expect(guard.cutRequests()).toBe(1);
  });

  it('scales the minimum with the window length measured', () => {
    // A 3 s window needs 300 bytes: 250 is too few, 2.5 s worth of data.
    const { connect, request, tick, guard } = install({
      requestTimeoutMs: 60_000,
      bodyRateWindowMs: 3_000,
    });
    const socket = connect();
    request(socket);
    socket.bytesRead += 250;
    tick(3_000);
    expect(guard.cutRequests()).toBe(1);
  });

  it('counts bytes from where the request started on a reused connection', () => {
    const { connect, request, tick, guard } = install({ requestTimeoutMs: 60_000 });
    const socket = connect();
    // Earlier keep-alive requests on this socket read a lot; this one sends nothing.
    socket.bytesRead = 1_000_000;
    request(socket);
    tick(2_000);
    expect(guard.cutRequests()).toBe(1);
  });

  it('does not blame the client for a body the application has paused', () => {
    const { connect, request, tick, guard } = install({ requestTimeoutMs: 60_000 });
    const { req, res } = request(connect());
    req.readableFlowing = false;
    tick(2_000);
    tick(2_000);
    expect(guard.cutRequests()).toBe(0);
    expect(res.status).toBeUndefined();
    // Once it flows again, a stalled window is the client's.
    req.readableFlowing = true;
    tick(2_000);
    expect(guard.cutRequests()).toBe(1);
  });

  it('judges the first window from when the request started, whatever the clock reads', () => {
    const { connect, request, tick, guard } = install({ requestTimeoutMs: 60_000 });
    clock = 1_000_000;
    request(connect());
    tick();
    expect(guard.cutRequests()).toBe(0);
    tick();
    expect(guard.cutRequests()).toBe(1);
  });
});

describe('the 408 reply of a cut request', () => {
  it('answers 408 in Spanish, JSON, and closes the connection once the reply is written', () => {
    const { connect, request, tick } = install({ requestTimeoutMs: 1_000 });
    const socket = connect();
    const { res } = request(socket);
    tick();
    const body = JSON.stringify({
      statusCode: 408,
      error: STORAGE_MESSAGES.requestTimeout,
      message: STORAGE_MESSAGES.requestTimeout,
    });
    expect(res.status).toBe(408);
    expect(res.head).toEqual({
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    });
    expect(res.body).toBe(body);
    expect(socket.destroyed).toBe(false);
    res.afterEnd?.();
    expect(socket.destroyed).toBe(true);
  });

  it('closes the connection a second later if the client never reads the reply', () => {
    const { connect, request, tick } = install({ requestTimeoutMs: 1_000 });
    const socket = connect();
    request(socket);
    tick();
    expect(socket.destroyed).toBe(false);
    vi.advanceTimersByTime(999);
    expect(socket.destroyed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(socket.destroyed).toBe(true);
  });

  it('cuts each request once, however many ticks follow', () => {
    const { connect, request, tick, guard } = install({ requestTimeoutMs: 1_000 });
    request(connect());
    // The fake reply does not close the socket before the next tick.
    tick();
    tick();
    tick();
    expect(guard.cutRequests()).toBe(1);
  });

  it('only closes the connection when the reply has already begun', () => {
    const { connect, request, tick, guard } = install({ requestTimeoutMs: 1_000 });
    const socket = connect();
    const { res } = request(socket);
    res.headersSent = true;
    tick();
    expect(guard.cutRequests()).toBe(1);
    expect(res.status).toBeUndefined();
    expect(socket.destroyed).toBe(true);
  });
});

describe('the per-address cap', () => {
  it('counts IPv4-mapped and plain addresses as one client', () => {
    const { connect, guard } = install();
    connect('::ffff:10.0.0.7');
    connect('10.0.0.7');
    const third = connect('::ffff:10.0.0.7');
    expect(third.destroyed).toBe(true);
    expect(guard.openConnections().get('10.0.0.7')).toBe(2);
  });

  it('takes one slot back per closed connection', () => {
    const { connect, guard } = install({ maxConnectionsPerAddress: 3 });
    const sockets = [connect(), connect(), connect()];
    sockets[0]?.destroy();
    expect(guard.openConnections().get('127.0.0.1')).toBe(2);
    sockets[1]?.destroy();
    expect(guard.openConnections().get('127.0.0.1')).toBe(1);
    sockets[2]?.destroy();
    expect(guard.openConnections().has('127.0.0.1')).toBe(false);
  });

  it('does not count refused connections as open', () => {
    const { connect, guard } = install();
    connect();
    connect();
    connect().destroy();
    expect(guard.openConnections().get('127.0.0.1')).toBe(2);
  });

  it('is off when the cap is 0 (behind a reverse proxy every client has its address)', () => {
    const { connect, guard } = install({ maxConnectionsPerAddress: 0 });
    const sockets = Array.from({ length: 10 }, () => connect());
    expect(sockets.every((socket) => !socket.destroyed)).toBe(true);
    expect(guard.openConnections().get('127.0.0.1')).toBe(10);
  });

  it('sets the process-wide cap on the server', () => {
    const { server } = install({ maxConnections: 42 });
    expect(server.maxConnections).toBe(42);
  });
});

describe('logging refused connections', () => {
  it('warns at the first refusal, then sums the rest once a tick, then is quiet', () => {
    const { connect, tick } = install();
    connect();
    connect();
    for (let i = 0; i < 5; i++) connect();
    expect(warnings).toEqual([
      { details: { address: '127.0.0.1', limit: 2 }, message: 'connection cap reached' },
    ]);
    tick();
    expect(warnings.slice(1)).toEqual([
      { details: { refused: 4 }, message: 'connections refused over the per-address cap' },
    ]);
    tick();
    expect(warnings).toHaveLength(2);
  });

  it('warns once for a single refusal, and again for the first one after a quiet tick', () => {
    const { connect, tick } = install();
    connect();
    connect();
    connect();
    tick();
    expect(warnings).toHaveLength(1);
    connect();
    expect(warnings).toHaveLength(2);
    expect(warnings[1]?.message).toBe('connection cap reached');
  });
});

describe('stop', () => {
  it('stops watching connections and requests', () => {
    const { connect, request, tick, guard } = install({ requestTimeoutMs: 1_000 });
    guard.stop();
    connect();
    connect();
    const third = connect();
    const { res } = request(third);
    tick(5_000);
    expect(third.destroyed).toBe(false);
    expect(res.status).toBeUndefined();
    expect(guard.openConnections().size).toBe(0);
  });

  it('stops the timer: a request watched before stop is no longer cut', () => {
    const { connect, request, tick, guard } = install({ requestTimeoutMs: 1_000 });
    const { res } = request(connect());
    guard.stop();
    tick(5_000);
    expect(res.status).toBeUndefined();
  });
});

class FakeDuplex extends EventEmitter {
  writable = true;
  destroyed = false;
  written?: string;
  destroy() {
    this.destroyed = true;
  }
  end(data: string) {
    this.written = data;
  }
}

function reply(code: string | undefined, socket = new FakeDuplex()) {
  const error = Object.assign(new Error('parse'), code === undefined ? {} : { code });
  answerClientError(error, socket as unknown as Duplex);
  return socket;
}

function expectReply(written: string | undefined, status: number, reason: string, message: string) {
  const body = JSON.stringify({ statusCode: status, error: message, message });
  expect(written).toBe(
    `HTTP/1.1 ${String(status)} ${reason}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${String(Buffer.byteLength(body))}\r\nConnection: close\r\n\r\n${body}`,
  );
}

describe('answerClientError: requests Node refused before Fastify saw them', () => {
  it('answers 431 for headers too large', () => {
    const socket = reply('HPE_HEADER_OVERFLOW');
    expectReply(
      socket.written,
      431,
      'Request Header Fields Too Large',
      STORAGE_MESSAGES.headersTooLarge,
    );
    expect(socket.destroyed).toBe(false);
  });

  it('answers 408 for headers that took too long', () => {
    expectReply(
      reply('ERR_HTTP_REQUEST_TIMEOUT').written,
      408,
      'Request Timeout',
      STORAGE_MESSAGES.requestTimeout,
    );
  });

  it.each(['HPE_INVALID_METHOD', undefined])('answers 400 for anything else (%s)', (code) => {
    expectReply(reply(code).written, 400, 'Bad Request', MESSAGES.badRequest);
  });

  it('writes nothing on a connection the client reset: it only closes it', () => {
    const socket = reply('ECONNRESET');
    expect(socket.written).toBeUndefined();
    expect(socket.destroyed).toBe(true);
  });

  it('writes nothing on a socket that can no longer be written: it only closes it', () => {
    const closed = new FakeDuplex();
    closed.writable = false;
    reply('HPE_HEADER_OVERFLOW', closed);
    expect(closed.written).toBeUndefined();
    expect(closed.destroyed).toBe(true);
  });
});
