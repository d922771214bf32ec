import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUIRED_KINDS, type RequiredDocument, type ReviewPeriod } from '@lbj/shared';
import { logInForTests, renderWithQuery, resetSession } from '../../../lib/testing.test-support.ts';
import { requiredDocumentsQuery } from '../../../lib/required-documents-query.ts';
import * as api from '../api/documents-api.ts';
import { PANEL_TEXT as T } from '../documents-panel-text.ts';
import { doc } from '../documents.test-support.ts';
import { RequiredDocuments } from './required-documents.tsx';

vi.mock('../api/documents-api.ts', () => ({
  getDocuments: vi.fn(),
  getReviewPeriods: vi.fn(),
  setReviewPeriod: vi.fn(),
}));
vi.mock('../../../lib/required-documents-query.ts', () => ({
  requiredDocumentsQuery: { queryKey: ['documents', 'requeridos'], queryFn: vi.fn() },
}));

let states: RequiredDocument[];
let periods: ReviewPeriod[];

const kind = (
  tipo: RequiredDocument['tipo'],
  estado: RequiredDocument['estado'],
  documento_id: number | null = null,
): RequiredDocument => ({ tipo, nombre: `Nombre de ${tipo}`, estado, documento_id });

beforeEach(() => {
  logInForTests();
  // Missing, current and due, the way the server says them.
  states = [
    kind('pei', 'falta'),
    kind('reglamento-interno', 'vigente', 1),
    kind('reglamento-evaluacion', 'revisar', 2),
    kind('pise', 'revisar', 3),
    kind('utiles', 'falta'),
    kind('uniforme', 'falta'),
  ];
  periods = REQUIRED_KINDS.map((tipo) => ({ tipo, meses: tipo === 'pise' ? 6 : 12 }));
  vi.mocked(requiredDocumentsQuery.queryFn).mockImplementation(() => Promise.resolve(states));
  vi.mocked(api.getReviewPeriods).mockImplementation(() => Promise.resolve(periods));
  vi.mocked(api.getDocuments).mockResolvedValue([
    doc(1, 'Reglamento Interno 2026', { tipo: 'reglamento-interno' }),
    doc(2, 'Reglamento de Evaluación 2024', { tipo: 'reglamento-evaluacion' }),
    doc(3, 'PISE 2025', { tipo: 'pise' }),
  ]);
});

afterEach(() => {
  resetSession();
  vi.clearAllMocks();
});

/** The kind's card, by its name. */
async function card(tipo: string) {
  const heading = await screen.findByRole('heading', { level: 4, name: `Nombre de ${tipo}` });
  return heading.closest('li') as HTMLElement;
}

describe('RequiredDocuments', () => {
  it('shows each kind as missing, current or due, the words following its review period', async () => {
    renderWithQuery(<RequiredDocuments />);
    expect(screen.getByRole('region', { name: T.requiredTitle })).toBeTruthy();
    const pei = await card('pei');
    expect(within(pei).getByText('falta')).toBeTruthy();
    expect(within(pei).getByText(T.requiredNone)).toBeTruthy();
    const reglamento = await card('reglamento-interno');
    expect(within(reglamento).getByText('vigente')).toBeTruthy();
    expect(
      await within(reglamento).findByText(T.requiredCurrent('Reglamento Interno 2026')),
    ).toBeTruthy();
    expect(
      within(await card('reglamento-evaluacion')).getByText('revisar: más de un año'),
    ).toBeTruthy();
    expect(within(await card('pise')).getByText('revisar: más de 6 meses')).toBeTruthy();
    expect(within(await card('utiles')).getByText(T.requiredSupplies)).toBeTruthy();
  });

  it('saves a changed review period, and the states are asked again', async () => {
    const user = userEvent.setup();
    vi.mocked(api.setReviewPeriod).mockImplementation((period) => {
      periods = periods.map((item) => (item.tipo === period.tipo ? period : item));
      states = states.map((item) =>
        item.tipo === period.tipo ? { ...item, estado: 'vigente' } : item,
      );
      return Promise.resolve(period);
    });
    renderWithQuery(<RequiredDocuments />);
    await card('pise');
    await user.click(screen.getByText(T.periodsTitle));
    const form = screen.getByRole('form', { name: T.periodsTitle });
    await user.selectOptions(
      within(form).getByLabelText(T.periodLabel('Plan Integral de Seguridad Escolar (PISE)')),
      '2 años',
    );
    await user.click(within(form).getByRole('button', { name: T.periodsSave }));
    expect(await within(form).findByText(T.periodsSaved)).toBeTruthy();
    // Only the changed kind is sent.
    expect(api.setReviewPeriod).toHaveBeenCalledExactlyOnceWith({ tipo: 'pise', meses: 24 });
    await waitFor(async () => {
      expect(within(await card('pise')).getByText('vigente')).toBeTruthy();
    });
  });

  it('says the states could not load, and asks again', async () => {
    const user = userEvent.setup();
    vi.mocked(requiredDocumentsQuery.queryFn).mockRejectedValueOnce(new Error('red'));
    renderWithQuery(<RequiredDocuments />);
    expect(await screen.findByText(T.requiredFailed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await card('pei')).toBeTruthy();
  });
});
