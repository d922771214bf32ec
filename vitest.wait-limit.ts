import { vi } from 'vitest';

// `vi.waitFor` gives up after 1 s unless told otherwise, and a loaded two-core machine can take
// longer than that to reach a state that is coming. Here every wait is bounded at 30 s, like
// `expect.poll` and Testing Library's waits: a limit that only ends a real failure. A call that
// passes its own options keeps them.
const waitFor = vi.waitFor.bind(vi);
vi.waitFor = (callback, options) =>
  waitFor(callback, {
    timeout: 30_000,
    ...(typeof options === 'number' ? { timeout: options } : options),
  });
