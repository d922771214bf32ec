// The backup CLI: `npm run backup -- FILE`, `npm run restore -- FILE [--force]` (see
// BACKUP_MESSAGES.usage and docs/backup.md) and `npm run move -- …` (BACKUP_MESSAGES.moveUsage).
import { loadCliConfig, runCli } from './cli.ts';
import { FILE_REFERENCES, IMAGE_REFERENCES } from './image-references.ts';
import { connectDatabase } from './lib/db.ts';
import { checkBucket, createS3Client } from './lib/s3-store.ts';
import { EXIT_FAILURE, runBackupCli } from './modules/backup/backup-cli.ts';
import { runMoveCli } from './modules/backup/move-cli.ts';
import { fileStoresFor } from './modules/backup/portable-backup.ts';

runCli(async () => {
  const config = loadCliConfig();
  if (!config) return EXIT_FAILURE;
  const client = config.s3 && (await createS3Client(config.s3));
  try {
    if (client && config.s3) await checkBucket(client, config.s3);
    const stores = fileStoresFor(config, client);
    const common = {
      imageReferences: IMAGE_REFERENCES,
      fileReferences: FILE_REFERENCES,
      clock: () => new Date(),
      stdout: process.stdout,
      stderr: process.stderr,
    };
    const [command, ...rest] = process.argv.slice(2);
    if (command === 'move') return await runMoveCli(rest, { ...common, config, stores });
    // With PostgreSQL or a bucket the archives are portable ones (ADR 0053).
    const portable =
      config.databaseUrl !== undefined || client
        ? { open: () => connectDatabase(config), stores }
        : undefined;
    return await runBackupCli(process.argv.slice(2), {
      ...common,
      dataDir: config.dataDir,
      uploadsDir: config.uploadsDir,
      ...(portable ? { portable } : {}),
    });
  } finally {
    client?.destroy();
  }
}, EXIT_FAILURE);
