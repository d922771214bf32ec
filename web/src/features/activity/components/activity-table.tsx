import type { AuditEntry } from '@lbj/shared';
import type { ReactNode } from 'react';
import { cx } from '../../../components/ui/class-names.ts';
import { formatChileDateTime } from '../../../lib/format-date-time.ts';
import { ACTIVITY_TEXT, actionLabel } from '../activity-text.ts';
import styles from './activity-table.module.css';

type Column = keyof typeof ACTIVITY_TEXT.columns;
const COLUMNS: readonly Column[] = ['fecha', 'usuario', 'accion', 'detalle', 'ip'];

function Cell({
  column,
  className,
  children,
}: {
  column: Column;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td className={className}>
      <span className={styles.cellName} aria-hidden="true">
        {ACTIVITY_TEXT.columns[column]}
      </span>
      <span>{children}</span>
    </td>
  );
}

/** The log's entries, newest first: a table on wide screens, a list of cards on a phone. */
export function ActivityTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{ACTIVITY_TEXT.tableCaption}</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {ACTIVITY_TEXT.columns[column]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry, index) => (
          // Entries have no id on the wire; each answer replaces the whole list.
          <tr key={`${entry.fecha}-${String(index)}`}>
            <Cell column="fecha" className={styles.date}>
              <time dateTime={entry.fecha}>{formatChileDateTime(entry.fecha)}</time>
            </Cell>
            <Cell column="usuario" className={cx(entry.usuario === null && styles.muted)}>
              {entry.usuario ?? ACTIVITY_TEXT.noUser}
            </Cell>
            <Cell
              column="accion"
              className={cx(entry.accion === 'sesion.fallida' && styles.failed)}
            >
              {actionLabel(entry.accion)}
            </Cell>
            <Cell column="detalle" className={styles.detail}>
              {entry.detalle}
            </Cell>
            <Cell column="ip" className={cx(entry.ip === null && styles.muted)}>
              {entry.ip ?? ACTIVITY_TEXT.console}
            </Cell>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
