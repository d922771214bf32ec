import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Card } from '../components/ui/card.tsx';
import { paths } from '../config/paths.ts';
import { useLocalePath } from '../i18n/lang.tsx';
import { useTexts } from '../i18n/texts.tsx';
import { isChunkLoadError } from '../lib/lazy-route.ts';
import { reloadPage } from '../lib/reload-page.ts';
import styles from './error-views.module.css';

interface BoundaryProps {
  children: ReactNode;
  fallback: (error: Error) => ReactNode;
  /** A change of this value clears the error (e.g. the current path). */
  resetKey?: string;
}
interface BoundaryState {
  error: Error | null;
  resetKey: string | undefined;
}

export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/** Shown inside the layout when a page's code failed to load or the page failed to render. */
export function RouteErrorView({ error }: { error: Error }) {
  const chunk = isChunkLoadError(error);
  const text = useTexts().errors;
  const localePath = useLocalePath();
  return (
    <Card as="section" accent="top" className={styles.panel} aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        {chunk ? text.chunkTitle : text.renderTitle}
      </h1>
      <p>{chunk ? text.chunkText : text.renderText}</p>
      <p className={styles.detail}>
        <code>{error.message}</code>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={reloadPage}>
          {text.retry}
        </button>
        <a className={styles.secondary} href={localePath(paths.home)}>
          {text.home}
        </a>
      </div>
    </Card>
  );
}

/** Shown when rendering fails outside any route. */
export function AppErrorView({ error }: { error: Error }) {
  const text = useTexts().errors;
  const localePath = useLocalePath();
  return (
    <main className={styles.page} id="contenido">
      <Card as="section" accent="top" className={styles.panel} aria-labelledby="app-error-title">
        <h1 id="app-error-title" className={styles.title}>
          {text.appTitle}
        </h1>
        <p>{text.appText}</p>
        <p className={styles.detail}>
          <code>{error.message}</code>
        </p>
        <div className={styles.actions}>
          <a className={styles.primary} href={localePath(paths.home)}>
            {text.home}
          </a>
        </div>
      </Card>
    </main>
  );
}
