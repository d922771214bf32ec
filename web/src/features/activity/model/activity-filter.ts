import { AUDIT_ACTIONS, AUDIT_LOG_LIMITS, LIMITS } from '@lbj/shared';

/** Entries per answer, and how many more "Ver entradas más antiguas" asks for. */
export const PAGE_SIZE: number = AUDIT_LOG_LIMITS.default;

/** The address's parameters of the filter (`?seccion=actividad&usuario=…&accion=…`). */
const FILTER_PARAMS = { usuario: 'usuario', accion: 'accion' } as const;

export interface FilterValues {
  usuario: string;
  accion: string;
}

/**
 * The filter the address holds, kept only when the server would accept it: an address typed by
 * hand or left from an older version never turns into a 400.
 */
export function readFilter(params: URLSearchParams): FilterValues {
  const usuario = params.get(FILTER_PARAMS.usuario)?.trim() ?? '';
  const accion = params.get(FILTER_PARAMS.accion) ?? '';
  return {
    usuario: usuario.length <= LIMITS.usernameMax ? usuario : '',
    accion: (AUDIT_ACTIONS as readonly string[]).includes(accion) ? accion : '',
  };
}

/** The address's parameters with the filter changed; the others (the section) are kept. */
export function writeFilter(params: URLSearchParams, filter: FilterValues): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(FILTER_PARAMS)) {
    const value = filter[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The names to offer: today's administrators, those seen in the log, and the chosen one. */
export function personOptions(
  administrators: readonly string[],
  seen: readonly (string | null)[],
  chosen: string,
): string[] {
  const names = new Map<string, string>();
  for (const name of [...administrators, ...seen, chosen]) {
    // The server compares names ignoring case: one option per name.
    if (name && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  }
  return [...names.values()].sort((a, b) => a.localeCompare(b, 'es'));
}
