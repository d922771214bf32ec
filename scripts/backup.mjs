// `npm run backup -- FILE` and `npm run restore -- FILE [--force]`: the backup CLI
// (server/src/backup.ts), built on demand. The npm script names the command (backup or restore).
import { runServerCli } from './server-cli.mjs';

runServerCli('backup', process.argv.slice(2));
