// What the API benchmarks share: a child process started until it says where it listens, a
// polite stop, and news items with a photo published through the API as staff would.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import readline from 'node:readline';
import { NEWS_CATEGORIES } from '../../shared/src/limits.ts';
import { running, track } from './load.mjs';
import { at } from './serve.mjs';

/** Starts a child and resolves with the first stdout line that `pick` accepts. */
export function startChild(command, args, env, pick, what) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = track(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start:\n${stderr}`)), 15_000);
    exited.then(({ code }) => reject(new Error(`${what} exited (${code}):\n${stderr}`)));
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      const value = pick(line);
      if (value !== undefined) {
        clearTimeout(timer);
        resolve({ child, exited, value });
      }
    });
  });
}

export async function stop(child, exited) {
  if (!running(child) || child.pid === undefined) return;
  process.kill(child.pid, 'SIGTERM');
  const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 5_000));
  if ((await Promise.race([exited, timeout])) === 'timeout' && running(child)) {
    process.kill(child.pid, 'SIGKILL');
    await exited;
  }
}

export async function seedNews(baseUrl, token, items) {
  // sharp is the server's dependency; resolved from there.
  const sharp = createRequire(at('server/package.json'))('sharp');
  const jpeg = await sharp({
    create: { width: 640, height: 427, channels: 3, background: '#2a7d4f' },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const categories = NEWS_CATEGORIES;
  for (let i = 1; i <= items; i++) {
    const form = new FormData();
    form.append('titulo', `Noticia de prueba número ${i}`);
    form.append(
      'descripcion',
      `Texto de la noticia ${i}. `.repeat(12) +
        'Las familias están invitadas a participar en las actividades del colegio.',
    );
    form.append('tipo_noticia', categories[i % categories.length]);
    form.append('imagen', new Blob([jpeg], { type: 'image/jpeg' }), `foto-${i}.jpg`);
    const response = await fetch(`${baseUrl}/api/news`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (response.status !== 201)
      throw new Error(`publish ${i}: ${response.status} ${await response.text()}`);
  }
}
