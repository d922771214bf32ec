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
