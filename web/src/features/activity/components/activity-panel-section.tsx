import { AUDIT_ACTIONS, AUDIT_LOG_LIMITS, MESSAGES } from '@lbj/shared';
import { History, RefreshCw, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SelectField, type SelectOption } from '../../../components/ui/select-field.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { ApiRequestError, serverErrorText } from '../../../lib/api-client.ts';
import { ACTIVITY_TEXT, actionLabel } from '../activity-text.ts';
import { useActivity, usePeople } from '../hooks/activity-queries.ts';
import {
  PAGE_SIZE,
  personOptions,
  readFilter,
  writeFilter,
  type FilterValues,
} from '../model/activity-filter.ts';
import { ActivityTable } from './activity-table.tsx';
import panel from '../../../components/admin/panel-section.module.css';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import styles from './activity-panel-section.module.css';

function failureText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 0) return MESSAGES.network;
  return serverErrorText(error) ?? ACTIVITY_TEXT.loadFailed;
}

/**
 * The panel's "Actividad": the activity log, newest first, filtered by person and by action.
 * The filter lives in the address (`?seccion=actividad&usuario=…&accion=…`), so a reload or a
 * shared link keeps it; the server filters, so older entries are found too.
 */
export function ActivityPanelSection() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  // How many entries to show; back to one page whenever the filter changes.
  const [shown, setShown] = useState({ key: '', limit: PAGE_SIZE });
  const filterKey = `${filter.usuario}\u0000${filter.accion}`;
  const limit = shown.key === filterKey ? shown.limit : PAGE_SIZE;
  const activity = useActivity({
    ...(filter.usuario ? { usuario: filter.usuario } : {}),
    ...(filter.accion ? { accion: filter.accion } : {}),
    limit,
  });
  const people = usePeople();
  const entries = activity.data ?? [];
  const filtered = Boolean(filter.usuario || filter.accion);
  const more = entries.length >= limit && limit < AUDIT_LOG_LIMITS.max;
  const names = personOptions(
    people.data ?? [],
    entries.map((entry) => entry.usuario),
    filter.usuario,
  );

  const change = (next: Partial<FilterValues>) => {
    setParams((current) => writeFilter(current, { ...filter, ...next }), { replace: true });
  };

  // One of the two filters: its first option, "any", shows every entry.
  const filterField = (
    name: keyof FilterValues,
    label: string,
    options: readonly SelectOption[],
  ) => (
    <SelectField
      id={`${id}-${name}`}
      label={label}
      className={styles.control}
      value={filter[name]}
      options={options}
      onChange={(value) => {
        change({ [name]: value });
      }}
    />
  );

  return (
    <div className={panel.stack}>
      <fieldset className={styles.filters}>
        <legend className={styles.legend}>{ACTIVITY_TEXT.filtersTitle}</legend>
        {filterField('usuario', ACTIVITY_TEXT.person, [
          { value: '', label: ACTIVITY_TEXT.anyPerson },
          ...names.map((name) => ({ value: name, label: name })),
        ])}
        {filterField('accion', ACTIVITY_TEXT.action, [
          { value: '', label: ACTIVITY_TEXT.anyAction },
          ...AUDIT_ACTIONS.map((code) => ({ value: code, label: actionLabel(code) })),
        ])}
        <div className={styles.buttons}>
          <BusyButton
            className="button-secondary"
            busy={activity.isFetching}
            onClick={() => void activity.refetch()}
          >
            <RefreshCw size={20} aria-hidden="true" />
            {ACTIVITY_TEXT.refresh}
          </BusyButton>
          {filtered ? (
            <button
              type="button"
              className="button-secondary"
              onClick={() => {
                change({ usuario: '', accion: '' });
              }}
            >
              <X size={20} aria-hidden="true" />
              {ACTIVITY_TEXT.clear}
            </button>
          ) : null}
        </div>
      </fieldset>

      <div role="status">
        {activity.isPending ? (
          <p className={panel.muted}>{ACTIVITY_TEXT.loading}</p>
        ) : activity.isSuccess && entries.length > 0 ? (
          <p className={panel.muted}>{ACTIVITY_TEXT.count(entries.length, more)}</p>
        ) : null}
      </div>

      {activity.isError ? (
        <LoadFailed onRetry={() => void activity.refetch()}>
          {failureText(activity.error)}
        </LoadFailed>
      ) : activity.isSuccess && entries.length === 0 ? (
        <EmptyState
          size="compact"
          icon={<History size={32} />}
          text={filtered ? ACTIVITY_TEXT.emptyFiltered : ACTIVITY_TEXT.empty}
        />
      ) : entries.length > 0 ? (
        <ActivityTable entries={entries} />
      ) : null}

      {activity.isSuccess && more ? (
        <BusyButton
          className={`button-secondary ${styles.more}`}
          busy={activity.isFetching}
          onClick={() => {
            setShown({ key: filterKey, limit: Math.min(limit + PAGE_SIZE, AUDIT_LOG_LIMITS.max) });
          }}
        >
          {activity.isFetching ? ACTIVITY_TEXT.loadingMore : ACTIVITY_TEXT.more}
        </BusyButton>
      ) : null}
    </div>
  );
}
