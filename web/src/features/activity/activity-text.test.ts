import { AUDIT_ACTIONS } from '@lbj/shared';
import { describe, expect, it } from 'vitest';
import { ACTION_LABELS, actionLabel } from './activity-text.ts';

describe('the activity log’s action names', () => {
  it('every action code of the log has Spanish words for the panel', () => {
    expect(AUDIT_ACTIONS.filter((code) => !ACTION_LABELS[code])).toEqual([]);
  });

  it('a code without words (a newer server) is shown as it is', () => {
    expect(actionLabel('algo.nuevo')).toBe('algo.nuevo');
    expect(actionLabel('sesion.fallida')).toBe('Intento de inicio de sesión fallido');
  });
});
