// `npm run backup -- FILE`, `npm run restore -- FILE [--force]` and `npm run move -- …`: the backup
// CLI (server/src/backup.ts), built on demand. The npm script names the command.
import { runServerCli } from './server-cli.mjs';

runServerCli('backup', process.argv.slice(2));
