import type { AuditAction } from '@lbj/shared';

/** The panel's "Actividad" section: its own Spanish copy. */
export const ACTIVITY_TEXT = {
  filtersTitle: 'Filtrar',
  person: 'Persona',
  anyPerson: 'Todas las personas',
  action: 'Acción',
  anyAction: 'Todas las acciones',
  clear: 'Quitar filtros',
  refresh: 'Actualizar',
  loading: 'Cargando la actividad…',
  loadFailed: 'No se pudo cargar el registro de actividad.',
  empty: 'Todavía no hay actividad registrada.',
  emptyFiltered: 'No hay actividad con estos filtros.',
  count: (count: number, more: boolean) =>
    count === 1
      ? 'Se muestra 1 entrada.'
      : `Se muestran las ${String(count)} entradas ${more ? 'más recientes' : 'registradas'}.`,
  more: 'Ver entradas más antiguas',
  loadingMore: 'Cargando…',
  tableCaption: 'Registro de actividad, de lo más reciente a lo más antiguo',
  columns: {
    fecha: 'Fecha',
    usuario: 'Persona',
    accion: 'Acción',
    detalle: 'Detalle',
    ip: 'Desde (IP)',
  },
  noUser: 'Sin usuario',
  console: 'Consola del servidor',
} as const;

/**
 * Each action code of the log (AUDIT_ACTIONS in @lbj/shared) as staff read it. A code missing
 * here (a feature that added one) is shown as the code itself until it gets its words; a test
 * lists the codes without them.
 */
export const ACTION_LABELS: Partial<Record<AuditAction, string>> = {
  'sesion.iniciar': 'Inició sesión',
  'sesion.fallida': 'Intento de inicio de sesión fallido',
  'noticia.publicar': 'Publicó una noticia',
  'noticia.editar': 'Editó una noticia',
  'noticia.eliminar': 'Eliminó una noticia',
  'galeria.subir': 'Subió fotos a la galería',
  'galeria.eliminar': 'Eliminó una foto de la galería',
  'administrador.crear': 'Creó un administrador',
  'administrador.eliminar': 'Eliminó un administrador',
  'administrador.cambiar_clave': 'Cambió una contraseña',
  'utiles.guardar': 'Guardó el listado de útiles de un nivel',
  'utiles.copiar': 'Copió el listado de útiles de un año',
  'utiles.publicar': 'Publicó el listado de útiles de un año',
  'aviso.publicar': 'Publicó un aviso',
  'aviso.retirar': 'Retiró el aviso',
  'documento.subir': 'Subió un documento',
  'documento.nueva_version': 'Subió una nueva versión de un documento',
  'documento.editar': 'Editó un documento',
  'documento.eliminar': 'Eliminó un documento',
  'documento.plazo': 'Cambió el plazo de revisión de un documento obligatorio',
  'foto.retirar': 'Retiró una foto del sitio',
  'foto.solicitud': 'Cambió el estado de una solicitud de retiro de foto',
  'calendario.crear': 'Agregó un evento al calendario',
  'calendario.editar': 'Editó un evento del calendario',
  'calendario.cancelar': 'Canceló un evento del calendario',
  'calendario.eliminar': 'Eliminó un evento del calendario',
  'calendario.anio_escolar': 'Guardó las fechas del año escolar',
  'admision.guardar': 'Guardó el proceso de admisión de un año',
  'admision.notificaciones': 'Cambió el correo que recibe los avisos de admisión',
  'consulta.estado': 'Cambió el estado de una consulta de admisión',
  'consulta.nota': 'Escribió una nota en una consulta de admisión',
  'consulta.exportar': 'Exportó las consultas de una familia',
  'consulta.eliminar': 'Eliminó las consultas de una familia a su pedido',
  'consulta.caducar': 'Se eliminaron consultas de más de 24 meses',
  'boletin.suscribir': 'Se envió una confirmación de suscripción al boletín',
  'boletin.confirmar': 'Una familia confirmó su suscripción al boletín',
  'boletin.bloquear': 'Una persona bloqueó su correo («No fui yo»)',
  'boletin.preferencias': 'Una familia cambió sus preferencias del boletín',
  'boletin.baja': 'Una familia se dio de baja del boletín',
  'boletin.caducar': 'Se eliminaron suscripciones sin confirmar de más de 7 días',
  'boletin.enviar': 'Se preparó el boletín semanal',
  'boletin.horario': 'Cambió el día y la hora del boletín semanal',
  'boletin.urgente': 'Se enviaron avisos urgentes por correo',
  'boletin.reanudar': 'Reanudó el envío de correos a una dirección en pausa',
  'boletin.exportar': 'Exportó los datos de una familia suscrita al boletín',
  'boletin.eliminar': 'Eliminó los datos de una familia suscrita al boletín a su pedido',
};

export function actionLabel(code: string): string {
  return (ACTION_LABELS as Partial<Record<string, string>>)[code] ?? code;
}
