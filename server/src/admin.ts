// The administrator CLI: `npm run admin -- create-user NOMBRE` (see ADMIN_CLI_MESSAGES.usage).
import { adminCommands } from './admin-commands.ts';
import { loadCliConfig, runCli } from './cli.ts';
import { connectDatabase } from './lib/db.ts';
import { runInquiriesCli } from './modules/admissions/admissions-cli.ts';
import { EXIT_FAILURE, runAdminCli } from './modules/auth/admin-cli.ts';
import { runDigestCli } from './modules/digest/digest-cli.ts';

runCli(async () => {
  const config = loadCliConfig();
  if (!config) return EXIT_FAILURE;
  const database = await connectDatabase(config);
  try {
    const [command, ...rest] = process.argv.slice(2);
    // The admissions' export: a command of its own feature.
    if (command === 'inquiries') return await runInquiriesCli(rest, database.db, process);
    // The weekly digest, now: a command of its own feature.
    if (command === 'boletin') return await runDigestCli(rest, database.db, config, process);
    const now = () => new Date();
    return await runAdminCli(
      process.argv.slice(2),
      database.db,
      { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr },
      { now, commands: adminCommands(database.db, now) },
    );
  } finally {
    await database.close();
  }
}, EXIT_FAILURE);
