// The full-disk row of `npm run bench:reliability`: the built server on a real 48 MB
// tmpfs that a runaway writer keeps full. Each write (a news item, gallery photos) then meets
// ENOSPC and must be refused with the Spanish out-of-space message (507, or 503), with nothing
// partial left; reads keep answering 200, deleting and logging in keep working, and once space
// is freed publishing works again without a restart. The server has no error-injection hook
// outside the in-process tests, so the disk is really filled: this needs root on Linux (to
// mount the tmpfs), and otherwise the row says "not run" and why.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createAdmin,
  adminUploads,
  log,
  login,
  photo,
  request,
  spawnServer,
  storedState,
} from './reliability-support.mjs';
import { repoRoot } from './serve.mjs';

const { STORAGE_MESSAGES } = await import(
  pathToFileURL(path.join(repoRoot, 'shared/src/index.ts')).href
);

/** Appends to `file` until the file system says ENOSPC. */
function fill(file) {
  const handle = fs.openSync(file, 'a');
  const chunk = Buffer.alloc(256 * 1024, 1);
  try {
    for (;;) fs.writeSync(handle, chunk);
  } catch (error) {
    if (error.code !== 'ENOSPC') throw error;
  }
  // Then byte by byte what is left of the last block.
  try {
    for (;;) fs.writeSync(handle, chunk.subarray(0, 512));
  } catch (error) {
    if (error.code !== 'ENOSPC') throw error;
  } finally {
    fs.closeSync(handle);
  }
}

const notRun = (reason) => ({
  row: 'full disk',
  run: false,
  requests: null,
  failed: null,
  serverErrors: null,
  strayRows: null,
  strayFiles: null,
  notes: `not run: ${reason}`,
});

export async function fullDiskRow({ writes }) {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) {
    return notRun(
      'needs root on Linux to mount a small tmpfs (the server has no injection hook outside the tests)',
    );
  }
  const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-full-disk-row-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=48m', 'tmpfs', mountPoint]);
  if (mounted.status !== 0) {
    fs.rmSync(mountPoint, { recursive: true, force: true });
    return notRun(`mount failed: ${mounted.stderr.toString().trim()}`);
  }
  const dataDir = path.join(mountPoint, 'data');
  const filler = path.join(mountPoint, 'relleno');
  let server;
  try {
    // No margin: the photo's own write is what meets the full disk.
    server = await spawnServer(dataDir, { DISK_MIN_FREE_MB: '0', DISK_RESERVE_MB: '8' });
    createAdmin(dataDir);
    const auth = { authorization: `Bearer ${await login(server.url)}` };
    const { year, publish, upload } = await adminUploads(() => server.url, auth, {
      bytes: await photo(1600, 1200),
    });

    const first = await publish();
    if (first.status !== 201) throw new Error(`publish before filling: ${first.status}`);
    const firstId = JSON.parse(first.body.toString()).id;
    const seeded = await upload();
    if (seeded.status !== 201) throw new Error(`upload before filling: ${seeded.status}`);
    // The item that stays: its image must keep being served.
    const second = await publish();
    const { id: secondId, imagen: imageUrl } = JSON.parse(second.body.toString());

    log(`full disk: ${writes} writes on a full 48 MB tmpfs`);
    const counts = { requests: 0, failed: 0, serverErrors: 0, refused: 0, reads: 0, readsOk: 0 };
    const statuses = {};
    const problems = [];
    const expect = (what, reply, ok) => {
      counts.requests++;
      statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
      if (reply.status >= 500 && reply.status !== 507 && reply.status !== 503)
        counts.serverErrors++;
      if (!ok) {
        counts.failed++;
        if (problems.length < 5)
          problems.push(`${what}: ${reply.status} ${reply.body?.toString().slice(0, 200)}`);
      }
    };
    const refusedAsFull = (reply) => {
      if (reply.status !== 507 && reply.status !== 503) return false;
      try {
        const body = JSON.parse(reply.body.toString());
        return body.statusCode === reply.status && body.error === STORAGE_MESSAGES.storageFull;
      } catch {
        return false;
      }
    };
    const reads = async () => {
      for (const url of [
        '/api/news',
        '/',
        '/news',
        '/galeria',
        '/api/gallery/years',
        `/api/gallery/${year}/photos`,
        imageUrl,
      ]) {
        const reply = await request(`${server.url}${url}`);
        counts.reads++;
        if (reply.status === 200) counts.readsOk++;
        expect(`GET ${url}`, reply, reply.status === 200);
      }
    };

    const before = storedState(dataDir);
    let deletedId = null;
    for (let i = 0; i < writes; i++) {
      // The runaway writer takes whatever space was freed (the reserve, a deleted item).
      fill(filler);
      const reply = i % 2 === 0 ? await publish() : await upload();
      const ok = refusedAsFull(reply);
      if (ok) counts.refused++;
      expect(i % 2 === 0 ? 'publish' : 'upload', reply, ok);
      if (i === 0) {
        // Right after the first refusal, as in full-disk.mjs: deleting and logging in work.
        const deleted = await request(`${server.url}/api/news/${firstId}`, {
          method: 'DELETE',
          headers: auth,
        });
        expect('delete', deleted, deleted.status === 204);
        if (deleted.status === 204) deletedId = firstId;
        const again = await request(`${server.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            username: 'directora',
            password: 'una-clave-larga-para-la-prueba',
          }),
        });
        expect('login', again, again.status === 200);
      }
      await reads();
    }
    const during = storedState(dataDir);
    const expectedNews = new Set([...before.newsIds].filter((id) => id !== deletedId));
    const strayRows =
      [...during.newsIds].filter((id) => !expectedNews.has(id)).length +
      [...during.galleryIds].filter((id) => !before.galleryIds.has(id)).length;
    const strayFiles = during.filesWithoutRows + during.partialFiles;

    fs.rmSync(filler);
    const after = await publish();
    const afterOk = after.status === 201;
    const finalState = storedState(dataDir);
    return {
      row: 'full disk',
      run: true,
      writes,
      requests: counts.requests,
      failed: counts.failed,
      serverErrors: counts.serverErrors,
      refused: counts.refused,
      reads: counts.reads,
      readsOk: counts.readsOk,
      statuses,
      strayRows,
      strayFiles: strayFiles + finalState.rowsWithoutFiles,
      publishAfterFreeing: after.status,
      problems,
      keptItem: secondId,
      notes: `48 MB tmpfs kept full by a runaway writer: ${counts.refused} of ${writes} writes refused as out of space (${STORAGE_MESSAGES.storageFull.slice(0, 45)}…), ${counts.readsOk} of ${counts.reads} reads 200, delete and login after the first refusal ${deletedId === null ? 'FAILED' : '204 and 200'}; space freed → publish ${after.status}${afterOk ? ' without a restart' : ''}`,
    };
  } finally {
    await server?.kill('SIGTERM');
    spawnSync('umount', [mountPoint]);
    fs.rmSync(mountPoint, { recursive: true, force: true });
  }
}
