import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { ConfigError, findRepoRoot } from './env.ts';

/**
 * Reads `.env` from the project folder into `env`, for every entry point (server, admin CLI,
 * backups). Variables already set in the real environment win; a missing file is not an error.
 * Returns the names it set, so that the caller can say where a value came from.
 */
export function loadDotEnv(
  file: string = path.join(findRepoRoot(), '.env'),
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new ConfigError([`${file}: no se pudo leer (${(error as Error).message})`]);
  }
  const set: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (env[name] !== undefined) continue;
    env[name] = value;
    set.push(name);
  }
  return set;
}
