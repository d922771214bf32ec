// @time-zones
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SMTPServer } from 'smtp-server';
import { freePort, startSmtp, stopSmtp, type Received } from '../test/smtp.ts';
import { openDatabase, type DatabaseHandle } from './db.ts';
import {
  createMailQueue,
  pausedAddresses,
  resumeAddress,
  smtpSender,
  type MailOutcome,
  type MailQueue,
  type SendMail,
} from './mail-queue.ts';

// The one e-mail queue every feature uses, against a local SMTP server. Rounds are run by hand
// (flush) on the test's clock: a retry "within 60 s" is the clock moved 60 s, never a wait.

const T0 = new Date('2026-03-06T19:00:00.000Z');
let now = T0;
let dataDir = '';
let database: DatabaseHandle | undefined;
let smtp: SMTPServer | undefined;
const queues: MailQueue[] = [];

afterEach(async () => {
  // A queue "killed" mid-send never finishes its round: it is left as a crash leaves it.
  for (const queue of queues.splice(0)) void queue.stop();
  await database?.close();
  database = undefined;
  await stopSmtp(smtp);
  smtp = undefined;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  now = T0;
});

const quiet = { warn: () => undefined };

async function queueOn(send: SendMail, perMinute = 60) {
  dataDir ||= fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-mail-'));
  database ??= openDatabase(dataDir);
  const queue = createMailQueue({
    db: database.db,
    send,
    clock: () => now,
    log: quiet,
    intervalMs: 60_000,
    perMinute,
  });
  queues.push(queue);
  const outcomes: [string, MailOutcome][] = [];
  queue.onSettled('prueba:', (_db, mail, outcome) => {
    outcomes.push([mail.to, outcome]);
    return Promise.resolve();
  });
  await queue.start();
  // The start's own round is over before the test queues anything.
  await queue.flush();
  return { queue, outcomes, db: database.db };
}

async function enqueue(queue: Awaited<ReturnType<typeof queueOn>>, ...to: string[]) {
  for (const address of to) {
    await queue.queue.enqueue(
      queue.db,
      { to: address, subject: 'Prueba', text: 'Hola', grupo: 'prueba:1' },
      now.toISOString(),
    );
  }
}

const rows = (queue: Awaited<ReturnType<typeof queueOn>>) =>
  queue.db.selectFrom('mail_outbox').select(['to_address', 'estado', 'attempts']).execute();

const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

describe('the e-mail queue', () => {
  it('SMTP down, then up: nothing is lost, each mail arrives once', async () => {
    const port = await freePort();
    const q = await queueOn(smtpSender(`smtp://127.0.0.1:${String(port)}`, 'colegio.example'));
    await enqueue(q, 'a@ejemplo.cl', 'b@ejemplo.cl');
    await q.queue.flush();
    // The server did not answer: the round stopped at the first mail, which waits its backoff.
    expect(await rows(q)).toEqual([
      { to_address: 'a@ejemplo.cl', estado: 'pendiente', attempts: 1 },
      { to_address: 'b@ejemplo.cl', estado: 'pendiente', attempts: 0 },
    ]);
    const received: Received[] = [];
    smtp = await startSmtp(port, received);
    await q.queue.flush();
    expect(received.map((mail) => mail.to)).toEqual([['b@ejemplo.cl']]);
    later(30_000);
    await q.queue.flush();
    await q.queue.flush();
    expect(received.map((mail) => mail.to).sort()).toEqual([['a@ejemplo.cl'], ['b@ejemplo.cl']]);
    expect(await rows(q)).toEqual([]);
    expect(q.outcomes).toEqual([
      ['b@ejemplo.cl', 'enviado'],
      ['a@ejemplo.cl', 'enviado'],
    ]);
  });

  it('a 452 is retried within 60 s; a 550 is not, and pauses the address until staff resume it', async () => {
    const port = await freePort();
    const received: Received[] = [];
    let busy = true;
    smtp = await startSmtp(port, received, (address) => {
      if (address === 'lleno@ejemplo.cl' && busy) return 452;
      if (address === 'no-existe@ejemplo.cl') return 550;
      return null;
    });
    const q = await queueOn(smtpSender(`smtp://127.0.0.1:${String(port)}`, 'colegio.example'));
    await enqueue(q, 'lleno@ejemplo.cl', 'no-existe@ejemplo.cl', 'bien@ejemplo.cl');
    await q.queue.flush();
    expect(received.map((mail) => mail.to)).toEqual([['bien@ejemplo.cl']]);
    expect(await pausedAddresses(q.db)).toEqual([
      { email: 'no-existe@ejemplo.cl', motivo: '550', desde: now.toISOString() },
    ]);
    busy = false;
    later(59_000);
    await q.queue.flush();
    expect(received.map((mail) => mail.to)).toEqual([['bien@ejemplo.cl'], ['lleno@ejemplo.cl']]);
    expect(q.outcomes).toContainEqual(['no-existe@ejemplo.cl', 'fallido']);

    // Paused: nothing of any kind goes to it, until staff resume it.
    await enqueue(q, 'no-existe@ejemplo.cl');
    later(60 * 60 * 1000);
    await q.queue.flush();
    expect(await rows(q)).toEqual([
      { to_address: 'no-existe@ejemplo.cl', estado: 'pendiente', attempts: 0 },
    ]);
    expect(await resumeAddress(q.db, 'no-existe@ejemplo.cl')).toBe(true);
    await q.queue.flush();
    // Refused again by this server: paused again, tried once.
    expect(await rows(q)).toEqual([]);
    expect(received).toHaveLength(2);
  });

  it('keeps its pace from the database: a restart does not reset it', async () => {
    const sent: string[] = [];
    const send: SendMail = (mail) => {
      sent.push(mail.to);
      return Promise.resolve();
    };
    const first = await queueOn(send, 3);
    await enqueue(first, 'a@x.cl', 'b@x.cl', 'c@x.cl', 'd@x.cl', 'e@x.cl');
    await first.queue.flush();
    expect(sent).toHaveLength(3);
    await first.queue.stop();
    // A new queue on the same database, within the same minute: nothing more yet.
    const second = await queueOn(send, 3);
    later(30_000);
    await second.queue.flush();
    expect(sent).toHaveLength(3);
    later(31_000);
    await second.queue.flush();
    expect(sent).toEqual(['a@x.cl', 'b@x.cl', 'c@x.cl', 'd@x.cl', 'e@x.cl']);
  });

  it('a mail caught mid-send by a crash is marked ambiguous at the next start, never resent', async () => {
    const sent: string[] = [];
    let hang = true;
    let reached: () => void = () => undefined;
    const atB = new Promise<void>((resolve) => (reached = resolve));
    const send: SendMail = (mail) => {
      sent.push(mail.to);
      if (!hang || mail.to !== 'b@x.cl') return Promise.resolve();
      // The process "dies" while the server has the mail: the promise never settles.
      reached();
      return new Promise(() => undefined);
    };
    const crashed = await queueOn(send);
    await enqueue(crashed, 'a@x.cl', 'b@x.cl', 'c@x.cl');
    void crashed.queue.flush();
    await atB;
    expect(sent).toEqual(['a@x.cl', 'b@x.cl']);
    hang = false;
    // The restart: the same database, a new queue.
    const restarted = await queueOn(send);
    await restarted.queue.flush();
    await restarted.queue.stop();
    expect(sent).toEqual(['a@x.cl', 'b@x.cl', 'c@x.cl']);
    expect(await rows(restarted)).toEqual([
      { to_address: 'b@x.cl', estado: 'ambiguo', attempts: 0 },
    ]);
    expect(restarted.outcomes).toContainEqual(['b@x.cl', 'ambiguo']);
  });
});
