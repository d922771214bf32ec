import { ADMIN_CLI_MESSAGES } from '@lbj/shared';
import { buildApp } from './app.ts';
import { loadCliConfig } from './cli.ts';

async function main(): Promise<void> {
  const config = loadCliConfig();
  if (!config) process.exit(1);
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // The listening socket closes now, so new connections are refused and a proxy sends them to
    // another process; idle keep-alive connections close, and a request arriving on a busy one
    // gets 503. Requests in flight (an upload half sent) have the grace period to finish; then
    // their connections are cut (a cut upload leaves nothing behind), so the process is gone
    // well within the 15 s an orchestrator waits before killing it.
    setTimeout(() => {
      app.log.warn('cutting the connections still open after the grace period');
      app.server.closeAllConnections();
    }, config.connections.shutdownGraceMs).unref();
    // The last resort, should a close hook hang: the process does not outlive 15 s.
    setTimeout(() => {
      app.log.error('still closing 14 s after the signal: exiting');
      process.exit(1);
    }, 14_000).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`Sitio disponible en http://localhost:${String(port)}`);
  // Without an administrator nobody can publish; say how to create one (no default account).
  // Counted through the app's database handle: one handle per process.
  if ((await app.countAdministrators()) === 0) app.log.warn(ADMIN_CLI_MESSAGES.noAdministrators);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
