import type { CalendarEvent } from '@lbj/shared';
import {
  TranslationsControl,
  TranslationsDialog,
} from '../../../components/admin/translations/translations-dialog.tsx';
import { eventTranslationTarget } from '../../../components/admin/translations/translation-model.ts';
import { useEventTranslationActions } from '../hooks/event-translations.ts';

/** "Traducciones" in the panel's list of events, with the event's state in each language. */
export function EventTranslationsControl({ event }: { event: CalendarEvent }) {
  const actions = useEventTranslationActions(event.id);
  return <TranslationsControl target={eventTranslationTarget(event)} actions={actions} />;
}

/** The event's translation editor, opened from the panel's "Traducciones pendientes". */
export function EventTranslationsDialog({
  event,
  onClose,
}: {
  event: CalendarEvent;
  onClose: () => void;
}) {
  const actions = useEventTranslationActions(event.id);
  return (
    <TranslationsDialog
      target={eventTranslationTarget(event)}
      actions={actions}
      onClose={onClose}
    />
  );
}
