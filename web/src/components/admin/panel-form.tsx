/*
 * PanelForm: a staff form named by its heading (an h3, or an h5 for a form inside a list entry)
 * and an optional lead under it. The browser's own validation is off (`noValidate`): the form's
 * checks say what is wrong in Spanish, beside each field. Styles from panel-section.module.css
 * unless the caller gives the title its own class.
 */
import { useId, type FormEvent, type ReactNode } from 'react';
import panel from './panel-section.module.css';

export function PanelForm({
  title,
  lead,
  className,
  level = 3,
  titleClassName = panel.title,
  onSubmit,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  className?: string;
  /** The heading's level: 3 for a section's form, 5 inside a list entry's h4. */
  level?: 3 | 5;
  titleClassName?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const headingId = `${useId()}-titulo`;
  const Heading = level === 3 ? 'h3' : 'h5';
  return (
    <form className={className} noValidate aria-labelledby={headingId} onSubmit={onSubmit}>
      <Heading id={headingId} className={titleClassName}>
        {title}
      </Heading>
      {lead === undefined ? null : <p className={panel.muted}>{lead}</p>}
      {children}
    </form>
  );
}
