// What every command-line entry (server, admin CLI, backup CLI) does first and last.
import { loadDotEnv } from './config/dotenv.ts';
import { ConfigError, loadConfig, type AppConfig } from './config/env.ts';

/** The configuration (.env, then the real environment); null after printing what is wrong. */
export function loadCliConfig(): AppConfig | null {
  try {
    loadDotEnv();
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
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
