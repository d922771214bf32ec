import { AUDIT_ACTIONS, type AuditEntry } from '@lbj/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACTION_WORDS } from '../action-words.test-support.ts';
import { ActivityTable } from './activity-table.tsx';

// The log's table: each column's words (shown as a label on a phone, where rows become cards),
// the Chile-time date, and the entries without a person or an address.

const LOGIN: AuditEntry = {
  fecha: '2026-03-02T11:05:00.000Z',
  usuario: 'directora',
  accion: 'sesion.iniciar',
  detalle: 'Inició sesión',
  ip: '203.0.113.7',
};
const CONSOLE: AuditEntry = {
  fecha: '2026-07-10T22:30:00.000Z',
  usuario: null,
  accion: 'administrador.crear',
  detalle: 'Cuenta «secretaria»',
  ip: null,
};
const FAILED: AuditEntry = {
  fecha: '2026-07-11T12:00:00.000Z',
  usuario: null,
  accion: 'sesion.fallida',
  detalle: 'Usuario «nadie»',
  ip: '198.51.100.2',
};

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.lastElementChild?.textContent);

describe('ActivityTable', () => {
  it('is captioned, with one column header for each field, in order', () => {
    render(<ActivityTable entries={[]} />);
    const table = screen.getByRole('table', {
      name: 'Registro de actividad, de lo más reciente a lo más antiguo',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => [header.textContent, header.getAttribute('scope')]),
    ).toEqual([
      ['Fecha', 'col'],
      ['Persona', 'col'],
      ['Acción', 'col'],
      ['Detalle', 'col'],
      ['Desde (IP)', 'col'],
    ]);
    expect(within(table).queryAllByRole('cell')).toEqual([]);
  });

  it('shows each entry in Chile’s time, with the action in words', () => {
    render(<ActivityTable entries={[LOGIN, CONSOLE]} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map(cellTexts)).toEqual([
      [
        '2 de marzo de 2026 a las 08:05',
        'directora',
        'Inició sesión',
        'Inició sesión',
        '203.0.113.7',
      ],
      [
        '10 de julio de 2026 a las 18:30',
        'Sin usuario',
        'Creó un administrador',
        'Cuenta «secretaria»',
        'Consola del servidor',
      ],
    ]);
    const time = rows[0]?.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe(LOGIN.fecha);
  });

  it('labels every cell with its column’s name for the phone layout, hidden from screen readers', () => {
    render(<ActivityTable entries={[LOGIN]} />);
    const labels = screen
      .getAllByRole('cell')
      .map((cell) => cell.firstElementChild)
      .map((label) => [label?.textContent, label?.getAttribute('aria-hidden')]);
    expect(labels).toEqual([
      ['Fecha', 'true'],
      ['Persona', 'true'],
      ['Acción', 'true'],
      ['Detalle', 'true'],
      ['Desde (IP)', 'true'],
    ]);
  });

  it('greys out a missing person or address, and marks a failed login', () => {
    render(<ActivityTable entries={[LOGIN, FAILED, CONSOLE]} />);
    const classes = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.className),
      );
    expect(classes).toEqual([
      ['date', '', '', 'detail', ''],
      ['date', 'muted', 'failed', 'detail', ''],
      ['date', 'muted', '', 'detail', 'muted'],
    ]);
  });

  it('names every action of the log in its words, in the "Acción" column', () => {
    expect(ACTION_WORDS.map(([code]) => code)).toEqual(AUDIT_ACTIONS);
    render(<ActivityTable entries={ACTION_WORDS.map(([accion]) => ({ ...LOGIN, accion }))} />);
    const actions = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => cellTexts(row)[2]);
    expect(actions).toEqual(ACTION_WORDS.map(([, label]) => label));
  });
});
