import {
  ADMISSION_LEVELS,
  missingAdmissionFacts,
  type AdmissionFact,
  type AdmissionProcess,
  type AdmissionProcessInput,
} from '@lbj/shared';

/** The editor's values: the process's fields as typed (vacancies as text per level). */
export type ProcessFormValues = Omit<AdmissionProcess, 'anio' | 'vacantes' | 'actualizado'> & {
  vacantes: Record<string, string>;
};

export function formFromProcess(process: AdmissionProcess): ProcessFormValues {
  return {
    abierto: process.abierto,
    vacantes: Object.fromEntries(
      ADMISSION_LEVELS.map(({ id }) => {
        const count = process.vacantes[id];
        return [id, count === undefined ? '' : String(count)];
      }),
    ),
    criterios: process.criterios,
    postulacion_desde: process.postulacion_desde,
    postulacion_hasta: process.postulacion_hasta,
    fecha_resultados: process.fecha_resultados,
    requisitos: process.requisitos,
    pruebas: process.pruebas,
    aranceles: process.aranceles,
    pei_url: process.pei_url,
    proxima_apertura: process.proxima_apertura,
  };
}

/**
 * The body of PUT /api/admissions/{anio}, and the facts an open process still lacks (the server
 * refuses the same): a level's vacancies count only as a whole number from 0.
 */
export function readProcessForm(values: ProcessFormValues): {
  body: AdmissionProcessInput;
  missing: AdmissionFact[];
} {
  const vacantes = Object.fromEntries(
    Object.entries(values.vacantes).flatMap(([level, text]) =>
      /^[0-9]{1,5}$/.test(text.trim()) ? [[level, Number(text.trim())]] : [],
    ),
  );
  const body: AdmissionProcessInput = { ...values, vacantes };
  return { body, missing: values.abierto ? missingAdmissionFacts(body) : [] };
}
