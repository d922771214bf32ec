// The administrator CLI: `npm run admin -- create-user NOMBRE` (see ADMIN_CLI_MESSAGES.usage).
import { loadDotEnv } from './config/dotenv.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { openDatabase } from './lib/db.ts';
import { EXIT_FAILURE, runAdminCli } from './modules/auth/admin-cli.ts';

async function main(): Promise<number> {
  let config;
  try {
    loadDotEnv();
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return EXIT_FAILURE;
    }
    throw error;
  }
  const database = openDatabase(config.dataDir);
  try {
    return await runAdminCli(process.argv.slice(2), database.db, {
      stdin: process.stdin,
      stdout: process.stdout,
      stderr: process.stderr,
    });
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = EXIT_FAILURE;
  },
);
