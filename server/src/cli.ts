// What every command-line entry (server, admin CLI, backup CLI) does first and last.
import { loadDotEnv } from './config/dotenv.ts';
import { ConfigError, loadConfig, type AppConfig } from './config/env.ts';

/**
 * The configuration (`.env` under the real environment); null after printing what is wrong.
 * Tests pass their own file, environment and error stream.
 */
export function loadCliConfig(
  dotEnvFile?: string,
  env: NodeJS.ProcessEnv = process.env,
  stderr: Pick<NodeJS.WritableStream, 'write'> = process.stderr,
): AppConfig | null {
  try {
    loadDotEnv(dotEnvFile, env);
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      stderr.write(`${error.message}\n`);
      return null;
    }
    throw error;
  }
}

/** Runs a command's `main` and exits with its code; an unexpected error exits with `failure`. */
export function runCli(main: () => Promise<number>, failure: number): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = failure;
    },
  );
}
