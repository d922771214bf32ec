// The crash rows of `npm run bench:reliability`: KILLS times, the built server is
// SIGKILLed at a random moment while it publishes news, deletes news, stores gallery photos or
// deletes them (and, once `npm run backup` exists, the backup process is SIGKILLed while it
// writes an archive). After each kill the server starts again on the same DATA_DIR (its start-up
// sweep runs), and then: every row has all its files, every file has its row, no half-written
// file is left, every write acknowledged before the kill (201, 204) still holds, and any archive
// whose name does not end in .partial lists, and matches its manifest's checksums.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createAdmin,
  adminUploads,
  log,
  login,
  photo,
  request,
  seededRandom,
  sleep,
  spawnServer,
  storedState,
} from './reliability-support.mjs';
import { repoRoot } from './serve.mjs';

/**
 * What `npm run backup -- FILE` runs (`node scripts/backup.mjs backup`), read from package.json,
 * or null while there is no backup script.
 */
export function backupCommand() {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const words = pkg.scripts?.backup?.trim().split(/\s+/) ?? [];
  if (words[0] !== 'node' || !words[1] || !fs.existsSync(path.join(repoRoot, words[1])))
    return null;
  return [path.join(repoRoot, words[1]), ...words.slice(2)];
}

/**
 * An archive left under its final name must be whole: `tar tzf` lists it, and every file of its
 * manifest is there with its size and SHA-256.
 */
export function verifyArchive(file) {
  if (spawnSync('tar', ['tzf', file], { stdio: 'ignore' }).status !== 0)
    return 'tar cannot list it';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-verify-'));
  try {
    if (spawnSync('tar', ['xzf', file, '-C', dir], { stdio: 'ignore' }).status !== 0) {
      return 'tar cannot extract it';
    }
    const manifestFile = path.join(dir, 'manifest.json');
    if (!fs.existsSync(manifestFile)) return 'no manifest.json';
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    for (const entry of manifest.files ?? []) {
      const target = path.join(dir, entry.path);
      if (!fs.existsSync(target)) return `missing ${entry.path}`;
      const bytes = fs.readFileSync(target);
      if (bytes.length !== entry.size) return `wrong size: ${entry.path}`;
      if (crypto.createHash('sha256').update(bytes).digest('hex') !== entry.sha256) {
        return `wrong checksum: ${entry.path}`;
      }
    }
    return null;
  } catch (error) {
    return `unreadable: ${error.message}`;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function crashRows({ kills, seed }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-crashes-'));
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lbj-crash-backups-'));
  const random = seededRandom(seed);
  const backupScript = backupCommand();
  let server;
  try {
    server = await spawnServer(dataDir);
    createAdmin(dataDir);
    // The signing secret is fixed (JWT_SECRET), so the token outlives every restart.
    const auth = { authorization: `Bearer ${await login(server.url)}` };
    // 2400 px: three renditions each, so a publish lasts long enough to be cut in the middle.
    const { publish: publishNews, upload: uploadPhotos } = await adminUploads(
      () => server.url,
      auth,
      {
        bytes: await photo(2400, 1600),
        photos: 2,
      },
    );
    const remove = (what, id) =>
      request(`${server.url}${what === 'news' ? '/api/news' : '/api/gallery/photos'}/${id}`, {
        method: 'DELETE',
        headers: auth,
      });
    /** Items to delete: made (and waited for) before the kill's clock starts. */
    const ensure = async (what, count) => {
      const state = storedState(dataDir);
      const ids = [...(what === 'news' ? state.newsIds : state.galleryIds)];
      while (ids.length < count) {
        const reply = await (what === 'news' ? publishNews() : uploadPhotos());
        if (reply.status !== 201) throw new Error(`${what} seed: ${reply.status}`);
        const body = JSON.parse(reply.body.toString());
        ids.push(...(what === 'news' ? [body.id] : body.photos.map((p) => p.id)));
      }
      return ids.slice(0, count);
    };

    // Each operation: what runs at the moment of the kill (three at once, as staff on several
    // phones would), and what an acknowledged reply promises.
    const operations = {
      'publish news': async (acked) => {
        for (let i = 0; i < 3; i++) {
          void publishNews().then((r) => {
            if (r.status === 201) acked.present.news.push(JSON.parse(r.body.toString()).id);
          });
        }
      },
      'delete news': async (acked) => {
        for (const id of await ensure('news', 3)) {
          void remove('news', id).then((r) => r.status === 204 && acked.gone.news.push(id));
        }
      },
      'store gallery photos': async (acked) => {
        for (let i = 0; i < 3; i++) {
          void uploadPhotos().then((r) => {
            if (r.status === 201) {
              acked.present.gallery.push(...JSON.parse(r.body.toString()).photos.map((p) => p.id));
            }
          });
        }
      },
      'delete gallery photos': async (acked) => {
        for (const id of await ensure('gallery', 3)) {
          void remove('gallery', id).then((r) => r.status === 204 && acked.gone.gallery.push(id));
        }
      },
    };

    // How long each takes when left alone: the kill lands at a uniform moment within 1.2 × that.
    const durations = {};
    for (const [name] of Object.entries(operations)) {
      const started = performance.now();
      if (name === 'publish news') await publishNews();
      else if (name === 'store gallery photos') await uploadPhotos();
      else if (name === 'delete news') await remove('news', (await ensure('news', 1))[0]);
      else await remove('gallery', (await ensure('gallery', 1))[0]);
      durations[name] = Math.max(5, performance.now() - started);
    }

    const runBackup = (file) => {
      const child = spawn(process.execPath, [...backupScript, file], {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error' },
        stdio: 'ignore',
        detached: true, // its own process group, so the CLI it starts dies with it
      });
      return { child, exited: new Promise((resolve) => child.once('exit', resolve)) };
    };
    let wholeBackup = null;
    if (backupScript) {
      // One backup left to finish: how long one takes, and that a whole archive verifies.
      const file = path.join(backupDir, 'entero.tar.gz');
      const started = performance.now();
      const code = await runBackup(file).exited;
      durations.backup = performance.now() - started;
      wholeBackup = code === 0 ? (verifyArchive(file) ?? 'verified') : `exit code ${code}`;
      // The check itself must see a cut archive: the first half of a whole one.
      if (code === 0) {
        const cut = path.join(backupDir, 'cortado.tar.gz');
        const bytes = fs.readFileSync(file);
        fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
        const caught = verifyArchive(cut);
        wholeBackup += caught ? `, its first half refused (${caught})` : ', ITS FIRST HALF PASSED';
        fs.rmSync(cut);
      }
      fs.rmSync(file, { force: true });
    }

    const names = Object.keys(operations);
    if (backupScript) names.push('backup');
    const results = Object.fromEntries(
      names.map((name) => [
        name,
        {
          operation: name,
          kills: 0,
          failedRestarts: 0,
          debrisLeft: 0,
          acknowledgedLost: 0,
          rowsWithoutFiles: 0,
          filesWithoutRows: 0,
          partialFiles: 0,
          completeArchives: 0,
          corruptArchives: 0,
          partialArchives: 0,
          details: [],
        },
      ]),
    );

    for (let k = 0; k < kills; k++) {
      const name = names[k % names.length];
      const r = results[name];
      r.kills++;
      if (name === 'backup') {
        // The site keeps running; the backup process is the one killed.
        const file = path.join(backupDir, `respaldo-${k}.tar.gz`);
        const { child, exited } = runBackup(file);
        void publishNews(); // a write while it runs
        const delay = random() * durations.backup * 1.2;
        await sleep(delay);
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already finished
        }
        await exited;
        const left = fs.readdirSync(backupDir);
        r.details.push({ killedAtMs: Math.round(delay), left });
        if (left.some((name) => /\.partial(\.d)?$/.test(name))) r.partialArchives++;
        for (const name of left) {
          const target = path.join(backupDir, name);
          // FILE.partial (the archive being written) and FILE.partial.d (its staging folder)
          // do not look complete; anything else under backupDir does.
          if (!/\.partial(\.d)?$/.test(name)) {
            r.completeArchives++;
            const problem = verifyArchive(target);
            if (problem) {
              r.corruptArchives++;
              log(`backup ${name}: ${problem}`);
            }
          }
          fs.rmSync(target, { recursive: true, force: true });
        }
        const state = storedState(dataDir);
        r.rowsWithoutFiles += state.rowsWithoutFiles;
        continue;
      }
      const acked = { present: { news: [], gallery: [] }, gone: { news: [], gallery: [] } };
      await operations[name](acked);
      await sleep(random() * durations[name] * 1.2);
      await server.kill('SIGKILL');
      await sleep(50); // let replies already received be counted
      const dead = storedState(dataDir);
      if (dead.filesWithoutRows + dead.partialFiles + dead.rowsWithoutFiles > 0) r.debrisLeft++;
      try {
        server = await spawnServer(dataDir);
      } catch (error) {
        r.failedRestarts++;
        log(`restart after ${name}: ${error.message}`);
        server = await spawnServer(dataDir);
      }
      const state = storedState(dataDir);
      r.rowsWithoutFiles += state.rowsWithoutFiles;
      r.filesWithoutRows += state.filesWithoutRows;
      r.partialFiles += state.partialFiles;
      r.acknowledgedLost +=
        acked.present.news.filter((id) => !state.newsIds.has(id)).length +
        acked.present.gallery.filter((id) => !state.galleryIds.has(id)).length +
        acked.gone.news.filter((id) => state.newsIds.has(id)).length +
        acked.gone.gallery.filter((id) => state.galleryIds.has(id)).length;
      if ((k + 1) % 10 === 0) log(`crashes: ${k + 1} of ${kills}`);
    }

    return {
      kills,
      seed,
      durationsMs: Object.fromEntries(
        Object.entries(durations).map(([k, v]) => [k, Math.round(v)]),
      ),
      wholeBackup,
      backup: backupScript
        ? `node ${path.relative(repoRoot, backupScript[0])} ${backupScript.slice(1).join(' ')} FILE`
        : null,
      operations: Object.values(results).map((r) => ({
        ...r,
        filesWithoutRows: r.filesWithoutRows + r.partialFiles,
        notes:
          r.operation === 'backup'
            ? `npm run backup SIGKILLed (its process group) at a random moment within ${Math.round(1.2 * durations.backup)} ms while the site ran and published: ${r.completeArchives} archives under their final name (${r.corruptArchives} corrupt), ${r.partialArchives} kills left a .partial (and its staging folder); one backup left to finish: ${wholeBackup}`
            : `${r.debrisLeft} of ${r.kills} kills left files without rows or half-written files for the start-up sweep; killed within ${Math.round(1.2 * durations[r.operation])} ms of the start, 3 requests at once`,
      })),
    };
  } finally {
    await server?.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(backupDir, { recursive: true, force: true });
  }
}
