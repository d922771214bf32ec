// Test helpers of the backups (not a test file itself).
import type { BackupTimers } from './backup-schedule.ts';

/** Timers that only run when the test fires them; each firing waits for the run to finish. */
export function manualTimers() {
  const pending: { run: () => Promise<void>; ms: number }[] = [];
  const timers: BackupTimers = {
    setTimeout: (run, ms) => {
      const entry = { run, ms };
      pending.push(entry);
      return entry;
    },
    clearTimeout: (handle) => {
      const at = pending.indexOf(handle as (typeof pending)[number]);
      if (at >= 0) pending.splice(at, 1);
    },
  };
  return {
    timers,
    pending,
    /** Runs the next timer; returns the delay it was set for. */
    fire: async () => {
      const entry = pending.shift();
      if (!entry) throw new Error('no timer pending');
      await entry.run();
      return entry.ms;
    },
  };
}
