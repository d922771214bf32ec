import { MESSAGES } from '@lbj/shared';
import { describe, expect, it } from 'vitest';
import { messageTone } from './message-tone.ts';

describe('messageTone', () => {
  it('is success (green) for a text containing "éxito"', () => {
    expect(messageTone(MESSAGES.publishSucceeded)).toBe('success');
  });
  it('is error (red) for any other text', () => {
    expect(messageTone(MESSAGES.publishFailed)).toBe('error');
    expect(messageTone(MESSAGES.sessionExpired)).toBe('error');
    expect(messageTone('exito sin tilde')).toBe('error');
  });
});
