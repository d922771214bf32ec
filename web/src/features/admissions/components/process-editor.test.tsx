// @time-zones
import {
  ADMISSION_FACT_NAMES,
  ADMISSION_LEVELS,
  type AdmissionFact,
  type AdmissionProcess,
} from '@lbj/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../lib/testing.test-support.ts';
import { ADMISSION_PANEL_TEXT as T } from '../admissions-panel-text.ts';
import { getProcess, putProcess } from '../api/admissions-api.ts';
import { ProcessEditor } from './process-editor.tsx';

// The panel's process editor: an open process cannot be saved with any fact the law asks for
// missing; each is named beside its field, and nothing is sent. (The server refuses the same:
// server/src/modules/admissions/admissions.test.ts; the editor in a browser, with axe:
// e2e/tests/admissions.spec.ts.)

vi.mock('../api/admissions-api.ts', () => ({ getProcess: vi.fn(), putProcess: vi.fn() }));
const getMock = vi.mocked(getProcess);
const putMock = vi.mocked(putProcess);

const YEAR = 2031;

/** A year with every fact, as the server stores it. */
const COMPLETE: AdmissionProcess = {
  anio: YEAR,
  abierto: true,
  vacantes: Object.fromEntries(ADMISSION_LEVELS.map(({ id }, i) => [id, i % 3])),
  criterios: 'Orden de postulación y entrevista con la familia.',
  postulacion_desde: '2030-08-01',
  postulacion_hasta: '2030-09-30',
  fecha_resultados: '2030-10-15',
  requisitos: 'Certificado de nacimiento e informe del jardín.',
  pruebas: 'No se aplican pruebas.',
  aranceles: 'Matrícula $250.000; 10 cuotas de $310.000.',
  pei_url: '/documents/pei.pdf',
  proxima_apertura: '',
  actualizado: '2030-07-01T12:00:00.000Z',
};

/** Each text fact: its field's label in the editor. */
const TEXT_FACTS: [Exclude<AdmissionFact, 'vacantes'>, string][] = [
  ['criterios', 'Criterios de admisión'],
  ['postulacion_hasta', 'Cierre de postulación'],
  ['fecha_resultados', 'Fecha de resultados'],
  ['requisitos', 'Requisitos y documentos'],
  ['pruebas', 'Pruebas'],
  ['aranceles', 'Aranceles'],
  ['pei_url', 'Enlace al Proyecto Educativo (PEI)'],
];

/** "Falta: pruebas. Sin este dato no se puede publicar abierto." */
const missingText = (fact: AdmissionFact) => T.missing(ADMISSION_FACT_NAMES[fact]);

async function openYear() {
  const user = userEvent.setup();
  renderWithQuery(<ProcessEditor />);
  const year = screen.getByLabelText('Año escolar del proceso');
  await user.clear(year);
  await user.type(year, String(YEAR));
  await user.click(screen.getByRole('button', { name: 'Ver ese año' }));
  await screen.findByRole('button', { name: 'Guardar proceso' });
  return user;
}

const save = () => screen.getByRole('button', { name: 'Guardar proceso' });

beforeEach(() => {
  getMock.mockImplementation((year) => Promise.resolve({ ...COMPLETE, anio: year }));
  putMock.mockImplementation((year, body) =>
    Promise.resolve({ ...body, anio: year, actualizado: '2030-07-02T12:00:00.000Z' }),
  );
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('ProcessEditor', () => {
  it.each(TEXT_FACTS)(
    'refuses an open process without %s: named beside its field, the field invalid, nothing sent',
    async (fact, label) => {
      const user = await openYear();
      const field = screen.getByLabelText(label);
      await user.clear(field);
      await user.click(save());

      expect(screen.getByText(missingText(fact))).toBeTruthy();
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByRole('alert').textContent).toContain('falta 1 dato');
      expect(putMock).not.toHaveBeenCalled();
    },
  );

  it('refuses an open process with a level without vacancies: the level marked, nothing sent', async () => {
    const user = await openYear();
    const levels = screen.getByRole('group', { name: 'Vacantes por nivel' });
    const kinder = within(levels).getByLabelText('Kínder', { exact: true });
    await user.clear(kinder);
    await user.click(save());

    expect(screen.getByText(missingText('vacantes'))).toBeTruthy();
    expect(kinder.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(levels).getByLabelText('Pre-Kínder', { exact: true }).getAttribute('aria-invalid'),
    ).toBeNull();
    expect(putMock).not.toHaveBeenCalled();
  });

  it('names every missing fact at once', async () => {
    const user = await openYear();
    await user.clear(screen.getByLabelText('Pruebas'));
    await user.clear(screen.getByLabelText('Aranceles'));
    await user.click(save());
    expect(screen.getByRole('alert').textContent).toContain('faltan 2 datos');
    expect(screen.getByText(missingText('pruebas'))).toBeTruthy();
    expect(screen.getByText(missingText('aranceles'))).toBeTruthy();
    expect(putMock).not.toHaveBeenCalled();
  });

  it('saves a complete open process, and a closed one with facts missing', async () => {
    const user = await openYear();
    await user.click(save());
    expect(await screen.findByText('Proceso guardado.')).toBeTruthy();
    expect(putMock).toHaveBeenLastCalledWith(
      YEAR,
      expect.objectContaining({ abierto: true, pruebas: 'No se aplican pruebas.' }),
    );

    await user.click(screen.getByLabelText(/^Proceso abierto/));
    await user.clear(screen.getByLabelText('Pruebas'));
    await user.click(save());
    await vi.waitFor(() => {
      expect(putMock).toHaveBeenCalledTimes(2);
    });
    expect(putMock).toHaveBeenLastCalledWith(
      YEAR,
      expect.objectContaining({ abierto: false, pruebas: '' }),
    );
    expect(screen.queryByText(missingText('pruebas'))).toBeNull();
  });

  it('clears the missing marks once the fact is given and the process saved', async () => {
    const user = await openYear();
    const field = screen.getByLabelText('Pruebas');
    await user.clear(field);
    await user.click(save());
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.type(field, 'No se aplican pruebas.');
    await user.click(save());
    expect(await screen.findByText('Proceso guardado.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(missingText('pruebas'))).toBeNull();
  });
});
