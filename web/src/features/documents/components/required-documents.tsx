import {
  REVIEW_PERIOD,
  requiredKindName,
  requiredStateLabel,
  reviewPeriodWords,
  type RequiredDocument,
  type ReviewPeriod,
  type SchoolDocument,
} from '@lbj/shared';
import { useId, useState, type FormEvent } from 'react';
import { PanelBlock } from '../../../components/admin/panel-block.tsx';
import { FormAlert, FormDone } from '../../../components/ui/form-alert.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { PANEL_TEXT as T } from '../documents-panel-text.ts';
import {
  useDocumentsForPanel,
  useRequiredDocuments,
  useReviewPeriods,
  useSetReviewPeriod,
} from '../hooks/documents-queries.ts';
import { placeFailure } from '../model/document-form.ts';
import panel from '../../../components/admin/panel-section.module.css';
import styles from './required-documents.module.css';

/** The periods staff choose from (any other one set through the API is offered too). */
const PERIOD_CHOICES = [3, 6, 12, 24, 36, 48, 60] as const;

function periodOptions(current: number) {
  const months = [...new Set<number>([...PERIOD_CHOICES, current])].sort((a, b) => a - b);
  return months.map((value) => ({ value: String(value), label: reviewPeriodWords(value) }));
}

/** One kind: its name, its state in words ("revisar: más de un año") and its current document. */
function KindItem({
  kind,
  months,
  document,
}: {
  kind: RequiredDocument;
  months: number;
  document: SchoolDocument | undefined;
}) {
  return (
    <li className={styles.kind} data-tipo={kind.tipo}>
      <div className={styles.kindHead}>
        <h4 className={styles.kindName}>{kind.nombre}</h4>
        <span className={styles.state} data-estado={kind.estado}>
          {requiredStateLabel(kind.estado, months)}
        </span>
      </div>
      <p className={panel.muted}>
        {document ? T.requiredCurrent(document.titulo) : T.requiredNone}
      </p>
      {kind.tipo === 'utiles' ? <p className={panel.muted}>{T.requiredSupplies}</p> : null}
    </li>
  );
}

/** "Plazos de revisión": each kind's period, saved together (only the changed ones are sent). */
function PeriodsForm({ periods }: { periods: readonly ReviewPeriod[] }) {
  const id = useId();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const save = useSetReviewPeriod();
  const [sending, setSending] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    setDone(null);
    const changed = periods.filter(
      (period) => chosen[period.tipo] !== undefined && chosen[period.tipo] !== String(period.meses),
    );
    setSending(true);
    Promise.all(
      changed.map((period) =>
        save.mutateAsync({ tipo: period.tipo, meses: Number(chosen[period.tipo]) }),
      ),
    )
      .then(
        () => {
          setChosen({});
          setDone(T.periodsSaved);
        },
        (error: unknown) => {
          const placed = placeFailure(error);
          setFailure(placed.form ?? Object.values(placed.field ?? {})[0] ?? T.failed);
        },
      )
      .finally(() => {
        setSending(false);
      });
  };

  return (
    <details className={styles.periods}>
      <summary>{T.periodsTitle}</summary>
      <form className={styles.periodsForm} aria-label={T.periodsTitle} onSubmit={onSubmit}>
        {periods.map((period) => {
          const value = chosen[period.tipo] ?? String(period.meses);
          return (
            <SelectField
              key={period.tipo}
              id={`${id}-${period.tipo}`}
              label={T.periodLabel(requiredKindName(period.tipo))}
              name={period.tipo}
              className={styles.select}
              value={value}
              options={periodOptions(period.meses)}
              onChange={(next) => {
                setChosen({ ...chosen, [period.tipo]: next });
              }}
            />
          );
        })}
        <FormAlert message={failure} iconSize={18} />
        <FormDone message={done} />
        <button
          type="submit"
          className={`button-primary ${panel.submit}`}
          aria-disabled={sending || undefined}
        >
          {T.periodsSave}
        </button>
      </form>
    </details>
  );
}

/**
 * "Documentos obligatorios": per required kind, "vigente", "falta" or "revisar: más de …" (its
 * review period in words), the document that counts, and the review periods to change.
 */
export function RequiredDocuments() {
  const required = useRequiredDocuments();
  const periods = useReviewPeriods();
  const documents = useDocumentsForPanel();
  let body;
  if (required.isPending || periods.isPending) {
    body = (
      <p className={panel.muted} role="status">
        {T.requiredLoading}
      </p>
    );
  } else if (required.isError || periods.isError) {
    body = (
      <LoadFailed
        onRetry={() => {
          void required.refetch();
          void periods.refetch();
        }}
      >
        {T.requiredFailed}
      </LoadFailed>
    );
  } else {
    const months = new Map(periods.data.map((period) => [period.tipo, period.meses]));
    body = (
      <>
        <ul className={styles.kinds}>
          {required.data.map((kind) => (
            <KindItem
              key={kind.tipo}
              kind={kind}
              months={months.get(kind.tipo) ?? REVIEW_PERIOD.defaultMonths}
              document={documents.data?.find((item) => item.id === kind.documento_id)}
            />
          ))}
        </ul>
        <PeriodsForm periods={periods.data} />
      </>
    );
  }
  return (
    <PanelBlock headingId="documentos-obligatorios" title={T.requiredTitle}>
      <p className={panel.muted}>{T.requiredLead}</p>
      {body}
    </PanelBlock>
  );
}
