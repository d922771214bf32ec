import { DIGEST_LIMITS, LOCALE, TIME_ZONE, type DigestKind } from '@lbj/shared';
import type { Db } from '../../lib/db.ts';

/** A news item in a digest: news concern the whole school. */
interface DigestNewsItem {
  id: number;
  titulo: string;
  fecha: string;
}

/** An event in a digest, with its time in Chile as families read it. */
export interface DigestEvent {
  id: number;
  titulo: string;
  /** "viernes, 12 de junio, 10:00" or, all day, "viernes, 12 de junio". */
  cuando: string;
  lugar: string | null;
  /** Level slugs; empty for the whole school. */
  niveles: string[];
  cancelado: boolean;
  /** The last change families see in "Qué cambió": 'agregado', 'movido' or 'cancelado'. */
  cambio: string;
  cambioEn: string;
  comienza: string;
}

/** What one family's digest holds. */
export interface DigestContent {
  noticias: DigestNewsItem[];
  cambios: DigestEvent[];
  proximos: DigestEvent[];
}

const dayFormat = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const timeFormat = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/** An event's time in Chile, in Spanish. An all-day event's days are read as calendar days. */
export function eventWhen(row: {
  todo_el_dia: number;
  comienza: string;
  dia_desde: string | null;
  dia_hasta: string | null;
}): string {
  if (row.todo_el_dia && row.dia_desde) {
    const first = dayFormat.format(new Date(`${row.dia_desde}T12:00:00Z`));
    if (!row.dia_hasta || row.dia_hasta === row.dia_desde) return first;
    return `${first} al ${dayFormat.format(new Date(`${row.dia_hasta}T12:00:00Z`))}`;
  }
  return timeFormat.format(new Date(row.comienza));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Everything any family's digest may hold this week, read once per edition: the news published
 * since `since` (the oldest of the families' last digests), the calendar's changes since then,
 * and the events of the next 14 days. Read from the news and calendar tables as they stand; the
 * digest never writes them.
 */
export async function readDigestSources(db: Db, since: string, now: Date) {
  const at = now.toISOString();
  const until = new Date(now.getTime() + DIGEST_LIMITS.eventDays * DAY_MS).toISOString();
  const noticias = await db
    .selectFrom('news')
    .select(['id', 'titulo', 'fecha'])
    .where('estado', '=', 'publicada')
    .where('fecha', '>', since)
    .where('fecha', '<=', at)
    .orderBy('fecha', 'desc')
    .execute();
  const columns = [
    'id',
    'titulo',
    'todo_el_dia',
    'comienza',
    'termina',
    'dia_desde',
    'dia_hasta',
    'lugar',
    'niveles',
    'estado',
    'cambio',
    'cambio_en',
  ] as const;
  const toEvent = (row: {
    id: number;
    titulo: string;
    todo_el_dia: number;
    comienza: string;
    dia_desde: string | null;
    dia_hasta: string | null;
    lugar: string | null;
    niveles: string;
    estado: string;
    cambio: string;
    cambio_en: string;
  }): DigestEvent => ({
    id: row.id,
    titulo: row.titulo,
    cuando: eventWhen(row),
    lugar: row.lugar,
    niveles: row.niveles.split(',').filter(Boolean),
    cancelado: row.estado === 'cancelado',
    cambio: row.cambio,
    cambioEn: row.cambio_en,
    comienza: row.comienza,
  });
  const cambios = await db
    .selectFrom('calendar_events')
    .select(columns)
    .where('cambio_en', '>', since)
    .where('cambio_en', '<=', at)
    .orderBy('comienza')
    .execute();
  const proximos = await db
    .selectFrom('calendar_events')
    .select(columns)
    .where('estado', '=', 'programado')
    .where('termina', '>', at)
    .where('comienza', '<', until)
    .orderBy('comienza')
    .execute();
  return { noticias, cambios: cambios.map(toEvent), proximos: proximos.map(toEvent) };
}

export type DigestSources = Awaited<ReturnType<typeof readDigestSources>>;

/** Whether an event concerns a family with these levels: one of them, or the whole school. */
function concerns(event: { niveles: readonly string[] }, levels: readonly string[]) {
  return event.niveles.length === 0 || event.niveles.some((level) => levels.includes(level));
}

/** One family's digest from the week's sources: its levels, its kinds, since its last one. */
export function familyContent(
  sources: DigestSources,
  family: { niveles: readonly string[]; tipos: readonly DigestKind[]; since: string },
): DigestContent {
  return {
    noticias: family.tipos.includes('noticias')
      ? sources.noticias.filter((item) => item.fecha > family.since)
      : [],
    cambios: family.tipos.includes('calendario')
      ? sources.cambios.filter(
          (event) => event.cambioEn > family.since && concerns(event, family.niveles),
        )
      : [],
    proximos: sources.proximos.filter((event) => concerns(event, family.niveles)),
  };
}

/** True when a family's digest has nothing in it: no mail then. */
export function isEmpty(content: DigestContent): boolean {
  return (
    content.noticias.length === 0 && content.cambios.length === 0 && content.proximos.length === 0
  );
}
