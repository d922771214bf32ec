// Every action of the activity log with the words staff read for it, written out here rather
// than imported from ACTION_LABELS, so a label changed or lost in the source fails the tests.
export const ACTION_WORDS: readonly (readonly [string, string])[] = [
  ['sesion.iniciar', 'Inició sesión'],
  ['sesion.fallida', 'Intento de inicio de sesión fallido'],
  ['noticia.publicar', 'Publicó una noticia'],
  ['noticia.editar', 'Editó una noticia'],
  ['noticia.eliminar', 'Eliminó una noticia'],
  ['galeria.subir', 'Subió fotos a la galería'],
  ['galeria.eliminar', 'Eliminó una foto de la galería'],
  ['administrador.crear', 'Creó un administrador'],
  ['administrador.eliminar', 'Eliminó un administrador'],
  ['administrador.cambiar_clave', 'Cambió una contraseña'],
  ['utiles.guardar', 'Guardó el listado de útiles de un nivel'],
  ['utiles.copiar', 'Copió el listado de útiles de un año'],
  ['utiles.publicar', 'Publicó el listado de útiles de un año'],
  ['aviso.publicar', 'Publicó un aviso'],
  ['aviso.retirar', 'Retiró el aviso'],
  ['documento.subir', 'Subió un documento'],
  ['documento.nueva_version', 'Subió una nueva versión de un documento'],
  ['documento.editar', 'Editó un documento'],
  ['documento.eliminar', 'Eliminó un documento'],
  ['documento.plazo', 'Cambió el plazo de revisión de un documento obligatorio'],
];
