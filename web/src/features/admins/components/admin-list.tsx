import type { AdminSummary } from '@lbj/shared';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { StatusBox } from '../../../components/ui/status-box.tsx';
import { formatChileDateTime } from '../../../lib/format-date-time.ts';
import { ADMINS_TEXT } from '../admins-text.ts';
import { useAdmins, useRemoveAdmin } from '../hooks/admins-queries.ts';
import { placeFailure } from '../model/admin-forms.ts';
import panel from '../../../components/admin/panel-section.module.css';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import styles from './admin-list.module.css';

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatChileDateTime(iso)}</time>;
}

function AdminCard({ admin, onRemove }: { admin: AdminSummary; onRemove: () => void }) {
  return (
    <Card as="li" tone="outlined" className={styles.item}>
      <div>
        <p className={styles.name}>{admin.username}</p>
        <dl className={styles.facts}>
          <dt>{ADMINS_TEXT.created}</dt>
          <dd>
            <When iso={admin.creado} />
          </dd>
          <dt>{ADMINS_TEXT.lastAccess}</dt>
          <dd>
            {admin.ultimo_acceso ? <When iso={admin.ultimo_acceso} /> : ADMINS_TEXT.neverLoggedIn}
          </dd>
        </dl>
      </div>
      <button
        type="button"
        className="button-secondary"
        aria-label={ADMINS_TEXT.removeLabel(admin.username)}
        aria-haspopup="dialog"
        onClick={onRemove}
      >
        <Trash2 size={20} aria-hidden="true" />
        {ADMINS_TEXT.remove}
      </button>
    </Card>
  );
}

/**
 * Every administrator, with when the account was made and last used, and "Eliminar" behind a
 * confirmation. The server refuses to remove the last one (409): its Spanish words are shown in
 * the dialog, which stays open.
 */
export function AdminList() {
  const admins = useAdmins();
  const remove = useRemoveAdmin();
  const [target, setTarget] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    if (remove.isPending) return;
    setTarget(null);
    setFailure(null);
  };

  const confirm = () => {
    if (!target || remove.isPending) return;
    setFailure(null);
    remove.mutate(target, {
      onSuccess: () => {
        setRemoved(target);
        setTarget(null);
      },
      onError: (error) => {
        setFailure(placeFailure(error, () => null).form);
      },
    });
  };

  return (
    <>
      <div role="status">
        {removed ? (
          <StatusBox tone="success" announce={false}>
            {ADMINS_TEXT.removed(removed)}
          </StatusBox>
        ) : null}
      </div>
      {admins.isPending ? (
        <p className={panel.muted} role="status">
          {ADMINS_TEXT.loading}
        </p>
      ) : admins.isError ? (
        <LoadFailed onRetry={() => void admins.refetch()}>
          {placeFailure(admins.error, () => null).form ?? ADMINS_TEXT.loadFailed}
        </LoadFailed>
      ) : (
        <ul className={panel.list}>
          {admins.data.map((admin) => (
            <AdminCard
              key={admin.username}
              admin={admin}
              onRemove={() => {
                setRemoved(null);
                setFailure(null);
                setTarget(admin.username);
              }}
            />
          ))}
        </ul>
      )}
      <Dialog
        open={target !== null}
        onClose={close}
        title={target ? ADMINS_TEXT.removeTitle(target) : ''}
        initialFocus={cancelRef}
      >
        <p>{ADMINS_TEXT.removeBody}</p>
        <p>{ADMINS_TEXT.removeSelfNote}</p>
        <FormAlert message={failure} className={styles.alertSpace} />
        <div className={styles.actions}>
          <BusyButton className="button-primary" busy={remove.isPending} onClick={confirm}>
            <Trash2 size={20} aria-hidden="true" />
            {remove.isPending ? ADMINS_TEXT.removeBusy : ADMINS_TEXT.removeConfirm}
          </BusyButton>
          <button ref={cancelRef} type="button" className="button-secondary" onClick={close}>
            {ADMINS_TEXT.cancel}
          </button>
        </div>
      </Dialog>
    </>
  );
}
