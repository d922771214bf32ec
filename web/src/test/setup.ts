import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { catalogue } from '../i18n/catalogue.es.ts';
import { provideDefaultTexts } from '../i18n/texts.tsx';

// A component rendered on its own speaks Spanish, as the staff's app does.
provideDefaultTexts(catalogue);

// Every test's page has its own administrator session: `resetSession()` (testing.test-support.ts)
// starts the next test as a visitor whose session never expired.
vi.mock('../lib/session-store.ts', () => import('../lib/session-store.test-support.ts'));

// A busy machine must not fail a test: waits (findBy*, waitFor) end when the awaited state
// comes, and give up only after 30 s, not Testing Library's default of 1 s. A wait that must
// fail (nothing should appear) is written as a check after the work has settled, never as a
// timed-out wait, so this costs nothing on a green run.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
});
