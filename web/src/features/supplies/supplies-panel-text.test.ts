import { describe, expect, it } from 'vitest';
import { SUPPLIES_PANEL_TEXT as T } from './supplies-panel-text.ts';

// What staff read and hear in the panel's "Útiles", word for word (the section's tests use the
// constants, so a changed word shows here).

describe('the panel’s "Útiles" in Spanish', () => {
  it('names the pickers, the years and their state', () => {
    expect(T.yearLabel).toBe('Año escolar');
    expect(T.levelLabel).toBe('Nivel');
    expect(T.published).toBe('Visible en el sitio');
    expect(T.inPreparation).toBe('En preparación (no visible)');
    expect(T.yearOption(2026, true)).toBe('2026 (visible en el sitio)');
    expect(T.yearOption(2025, false)).toBe('2025');
    expect(T.newYearOption(2027)).toBe('2027 (nuevo)');
    expect(T.yearStatusPublished(2026)).toBe(
      'El listado 2026 es el que ven las familias en el sitio.',
    );
    expect(T.yearStatusPreparing(2027)).toBe(
      'El listado 2027 está en preparación: las familias todavía ven otro año.',
    );
  });

  it('asks and answers about publishing and copying a year', () => {
    expect(T.publish(2027)).toBe('Publicar el listado 2027');
    expect(T.publishConfirm(2027)).toBe(
      '¿Publicar el listado 2027? Desde ahora las familias verán este año en el sitio.',
    );
    expect(T.publishDone(2027)).toBe('Listo: las familias ahora ven el listado 2027.');
    expect(T.publishNeedsSave).toBe('Guarda los cambios pendientes antes de publicar.');
    expect(T.copyFrom(2026)).toBe('Copiar el listado de 2026');
    expect(T.copyHint(2026, 2027)).toBe(
      'Empieza 2027 con una copia de 2026 y luego ajusta cada nivel.',
    );
    expect(T.copyConfirmReplace(2025, 2026)).toBe(
      'El listado de 2026 ya tiene útiles. ¿Reemplazarlo por una copia del de 2025? Lo que tiene 2026 se perderá.',
    );
    expect(T.copyDone(2026, 2027)).toBe('Listo: 2027 empieza con una copia de 2026.');
    expect(T.copyNeedsSave).toBe(
      'Guarda o descarta los cambios pendientes antes de copiar otro año.',
    );
  });

  it('labels a level’s lines and their buttons', () => {
    expect(T.linesTitle('Kínder', 2026)).toBe('Kínder · 2026');
    expect(T.noLines).toBe('Este nivel no tiene útiles. Agrega el primero.');
    expect(T.kindLabel).toBe('Tipo');
    expect(T.kindItem).toBe('Útil');
    expect(T.kindGroup).toBe('Título de grupo');
    expect(T.textLabel('grupo')).toBe('Título del grupo');
    expect(T.textLabel('util')).toBe('Útil');
    expect(T.detailLabel).toBe('Detalle (cantidad, tamaño o color)');
    expect(T.lineLegend(2, 5)).toBe('Línea 2 de 5');
    expect([T.moveUp, T.moveDown, T.remove]).toEqual(['Subir', 'Bajar', 'Quitar']);
    expect(T.moveUpLabel('Tijera')).toBe('Subir «Tijera»');
    expect(T.moveDownLabel('Tijera')).toBe('Bajar «Tijera»');
    expect(T.removeLabel('Tijera')).toBe('Quitar «Tijera»');
    expect(T.emptyLineName).toBe('línea sin texto');
    expect(T.addItem).toBe('Agregar útil');
    expect(T.addGroup).toBe('Agregar título de grupo');
  });

  it('says what saving, discarding, moving and removing did', () => {
    expect(T.save).toBe('Guardar cambios');
    expect(T.saving).toBe('Guardando…');
    expect(T.saved('Kínder')).toBe('Cambios guardados en Kínder.');
    expect(T.discard).toBe('Descartar cambios');
    expect(T.unsaved).toBe('Hay cambios sin guardar en este nivel.');
    expect(T.unsavedShort).toBe('sin guardar');
    expect(T.unsavedLevels('Kínder 2026, 1º Básico 2027')).toBe(
      'Cambios sin guardar en: Kínder 2026, 1º Básico 2027.',
    );
    expect(T.leaveWarning).toBe(
      'Hay cambios sin guardar en la lista de útiles. ¿Salir de todos modos?',
    );
    expect(T.moved('Tijera', 3)).toBe('«Tijera» quedó en la posición 3.');
    expect(T.removed('Tijera')).toBe('Se quitó «Tijera». Guarda los cambios para confirmarlo.');
    expect(T.loadingYear).toBe('Cargando el listado…');
    expect(T.loadYearFailed).toBe('No se pudo cargar el listado de este año.');
    expect(T.failed).toBe('No se pudieron guardar los cambios.');
    expect(T.fixErrors).toBe('Revisa las líneas marcadas.');
    expect(T.textRequired).toBe('Escribe el útil o el título del grupo, o quita la línea.');
  });
});
