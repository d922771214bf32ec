// The backup CLI: `npm run backup -- FILE` and `npm run restore -- FILE [--force]`
// (see BACKUP_MESSAGES.usage and docs/backup.md).
import { loadCliConfig, runCli } from './cli.ts';
import { FILE_REFERENCES, IMAGE_REFERENCES } from './image-references.ts';
import { EXIT_FAILURE, runBackupCli } from './modules/backup/backup-cli.ts';

/** These backups copy the SQLite file; a PostgreSQL database is saved by PostgreSQL's tools. */
const ON_POSTGRES =
  'Los respaldos de npm run backup y npm run restore son de la base SQLite en DATA_DIR; con DATABASE_URL (PostgreSQL), respalde la base con pg_dump y restáurela con pg_restore.';

runCli(async () => {
  const config = loadCliConfig();
  if (!config) return EXIT_FAILURE;
  // The archives hold DATA_DIR's files only: with a bucket they would miss every photo and PDF.
  if (config.s3) {
    process.stderr.write(
      'Los respaldos aún no incluyen los archivos de un bucket S3 (S3_*): npm run backup y npm run restore no funcionan con él.\n',
    );
    return EXIT_FAILURE;
  }
  if (config.databaseUrl !== undefined) {
    process.stderr.write(`${ON_POSTGRES}\n`);
    return EXIT_FAILURE;
  }
  return runBackupCli(process.argv.slice(2), {
    dataDir: config.dataDir,
    uploadsDir: config.uploadsDir,
    imageReferences: IMAGE_REFERENCES,
    fileReferences: FILE_REFERENCES,
    clock: () => new Date(),
    stdout: process.stdout,
    stderr: process.stderr,
  });
}, EXIT_FAILURE);
