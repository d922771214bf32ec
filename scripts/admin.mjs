// `npm run admin -- <command>`: the administrator CLI (server/src/admin.ts), built on demand.
import { runServerCli } from './server-cli.mjs';

runServerCli('admin', process.argv.slice(2));
