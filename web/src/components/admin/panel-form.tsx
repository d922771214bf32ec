/*
 * PanelForm: a staff form named by its h3 (and an optional lead under it). The browser's own
 * validation is off (`noValidate`): the form's checks say what is wrong in Spanish, beside
 * each field. Styles from panel-section.module.css.
 */
import { useId, type FormEvent, type ReactNode } from 'react';
import panel from './panel-section.module.css';

export function PanelForm({
  title,
  lead,
  className,
  onSubmit,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  className?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const headingId = `${useId()}-titulo`;
  return (
    <form className={className} noValidate aria-labelledby={headingId} onSubmit={onSubmit}>
      <h3 id={headingId} className={panel.title}>
        {title}
      </h3>
      {lead === undefined ? null : <p className={panel.muted}>{lead}</p>}
      {children}
    </form>
  );
}
