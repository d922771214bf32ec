import { PanelBlock } from '../../../components/admin/panel-block.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ADMINS_TEXT } from '../admins-text.ts';
import { AdminList } from './admin-list.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { CreateAdminForm } from './create-admin-form.tsx';
import panel from '../../../components/admin/panel-section.module.css';
import styles from './admins-panel-section.module.css';

/**
 * The panel's "Administradores": the accounts (and removing one), a new account, one's own
 * password. The panel gives the section its heading (h2); the parts here start at h3.
 */
export function AdminsPanelSection() {
  return (
    <div className={panel.section}>
      <PanelBlock headingId="administradores-cuentas" title={ADMINS_TEXT.listTitle}>
        <AdminList />
      </PanelBlock>
      <div className={styles.forms}>
        <Card tone="raised">
          <CreateAdminForm />
        </Card>
        <Card tone="raised">
          <ChangePasswordForm />
        </Card>
      </div>
    </div>
  );
}
