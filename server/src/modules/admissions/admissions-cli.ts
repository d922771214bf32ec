import type { Writable } from 'node:stream';
import { admissionLevelName } from '@lbj/shared';
import type { Db } from '../../lib/db.ts';
import { createAdmissionsRepository } from './admissions.repository.ts';

const USAGE = 'Uso: npm run admin -- inquiries --csv   (exporta las consultas de admisión en CSV)';
const COLUMNS = [
  'id',
  'creada',
  'estado',
  'nivel',
  'nombre',
  'email',
  'telefono',
  'anio_nacimiento',
  'mensaje',
  'nota',
] as const;

/** One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. */
function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  // A cell that starts like a formula is read as text by spreadsheets.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * `npm run admin -- inquiries --csv`: every stored inquiry, newest first, as CSV on stdout (UTF-8
 * with a byte-order mark, so a spreadsheet reads the accents). Returns the exit code.
 */
export async function runInquiriesCli(
  args: readonly string[],
  db: Db,
  io: { stdout: Writable; stderr: Writable },
): Promise<number> {
  if (args.length !== 1 || args[0] !== '--csv') {
    io.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const rows = await createAdmissionsRepository(db).inquiries({});
  const lines = [COLUMNS.join(',')];
  for (const row of rows) {
    lines.push(
      COLUMNS.map((column) =>
        csvCell(column === 'nivel' ? admissionLevelName(row.nivel) : row[column]),
      ).join(','),
    );
  }
  io.stdout.write(`\uFEFF${lines.join('\r\n')}\r\n`);
  return 0;
}
