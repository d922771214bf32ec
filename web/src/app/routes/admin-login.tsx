import { LockKeyhole } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { AUTH_TEXT } from '../../features/auth/auth-text.ts';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { useSession } from '../../lib/use-session.ts';
import styles from './admin-login.module.css';

export default function Page() {
  const navigate = useNavigate();
  const { loggedIn } = useSession();

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.panel}>
        <LockKeyhole className={styles.icon} size={32} aria-hidden="true" />
        <h1 className={styles.title}>{AUTH_TEXT.pageTitle}</h1>
        <p className={styles.lead}>{AUTH_TEXT.pageLead}</p>
        {loggedIn ? (
          <p className={styles.already}>
            {AUTH_TEXT.alreadyLoggedIn} <Link to={paths.news}>{AUTH_TEXT.goToNews}</Link>
          </p>
        ) : null}
        <LoginForm
          onSuccess={() => {
            void navigate(paths.news);
          }}
        />
      </div>
    </div>
  );
}
