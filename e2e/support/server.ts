import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

/**
 * A port nobody listens on now, chosen by the system. A random pick from a fixed range can land on
 * the local end of one of the machine's own connections (the range sits among the ephemeral ports),
 * and the server then cannot listen.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

/** Resolves once the server answers /api/health; fails at once if the process has exited. */
export async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  // Up to a minute: a loaded machine may be slow to start a server.
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${String(child.exitCode)}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

/** Stops a server the test started (by its process) and resolves once it has exited. */
export async function stopServer(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((resolve) => {
    if (child.exitCode !== null) resolve(undefined);
    else child.once('exit', resolve);
  });
}
