import { AUDIT_ACTIONS } from '@lbj/shared';
import { describe, expect, it } from 'vitest';
import { ACTION_LABELS, ACTIVITY_TEXT, actionLabel } from './activity-text.ts';

describe('the activity log’s action names', () => {
  it('every action code of the log has Spanish words for the panel', () => {
    expect(AUDIT_ACTIONS.filter((code) => !ACTION_LABELS[code])).toEqual([]);
  });

  it('a code without words (a newer server) is shown as it is', () => {
    expect(actionLabel('algo.nuevo')).toBe('algo.nuevo');
    expect(actionLabel('sesion.fallida')).toBe('Intento de inicio de sesión fallido');
  });
});

describe('the count above the table', () => {
  it('says one entry in the singular', () => {
    expect(ACTIVITY_TEXT.count(1, false)).toBe('Se muestra 1 entrada.');
    expect(ACTIVITY_TEXT.count(1, true)).toBe('Se muestra 1 entrada.');
  });

  it('says whether older entries remain', () => {
    expect(ACTIVITY_TEXT.count(100, true)).toBe('Se muestran las 100 entradas más recientes.');
    expect(ACTIVITY_TEXT.count(7, false)).toBe('Se muestran las 7 entradas registradas.');
  });
});

describe('the words of each action', () => {
  it('reads as staff say it, in the past tense', () => {
    expect(ACTION_LABELS).toStrictEqual({
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
    });
  });
});
