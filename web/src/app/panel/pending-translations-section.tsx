import type { CalendarEvent, NewsItem, Notice } from '@lbj/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import panel from '../../components/admin/panel-section.module.css';
import { TranslationStates } from '../../components/admin/translations/translation-states.tsx';
import { TranslationsButton } from '../../components/admin/translations/translations-dialog.tsx';
import type { TranslationKind } from '../../components/admin/translations/translation-model.ts';
import { Card } from '../../components/ui/card.tsx';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { EventTranslationsDialog } from '../../features/calendar/components/event-translations.tsx';
import { useCalendarEvents } from '../../features/calendar/hooks/calendar-queries.ts';
import { NewsTranslationsDialog } from '../../features/news/components/news-translations.tsx';
import { newsKeys, useNews } from '../../features/news/hooks/news-queries.ts';
import { newsBadge } from '../../features/news/utils/news-status.ts';
import { NoticeTranslationsDialog } from '../../features/notice/components/notice-translations.tsx';
import { useStoredNotice } from '../../features/notice/hooks/notice-queries.ts';
import { pendingEventDays, pendingTranslations } from './pending-translations.ts';
import { PENDING_TRANSLATIONS_TEXT as T } from './pending-translations-text.ts';
import styles from './pending-translations-section.module.css';

/** The text whose editor is open. */
interface Opened {
  kind: TranslationKind;
  id: number;
}

/** One text that waits: its name, its state in each language, and "Traducciones". */
function PendingItem({
  name,
  tag,
  translations,
  onOpen,
  label,
}: {
  name: string;
  tag?: string | null | undefined;
  translations: NewsItem['traducciones'] | CalendarEvent['traducciones'] | Notice['traducciones'];
  onOpen: () => void;
  /** The button's name for a screen reader (the notice's text is too long to repeat). */
  label?: string | undefined;
}) {
  return (
    <li className={styles.item}>
      <p className={styles.name}>
        {name}
        {tag ? <span className={styles.tag}>{tag}</span> : null}
      </p>
      <div className={styles.actions}>
        <TranslationsButton name={label} onOpen={onOpen} />
        <TranslationStates translations={translations} />
      </div>
    </li>
  );
}

/** A part of the section: its heading, what it looks at, and its list or its state. */
function Group({
  title,
  lead,
  headingRef,
  children,
}: {
  title: string;
  lead?: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card as="section" tone="outlined" className={panel.block} aria-labelledby={id}>
      <h3 id={id} ref={headingRef} className={panel.title} tabIndex={-1}>
        {title}
      </h3>
      {lead ? <p className={panel.muted}>{lead}</p> : null}
      {children}
    </Card>
  );
}

const loading = (text: string) => (
  <p className={panel.muted} role="status">
    {text}
  </p>
);

/**
 * The panel's "Traducciones pendientes": every news item (drafts and scheduled ones too), event
 * and the stored notice whose French or English translation is missing or outdated, each with its
 * state and "Traducciones", which opens its editor. An item whose translations are brought up to
 * date leaves the list; its editor stays open until staff close it.
 */
export function PendingTranslationsSection() {
  const client = useQueryClient();
  const news = useNews(true);
  const [desde, hasta] = pendingEventDays();
  const events = useCalendarEvents(desde, hasta);
  const notice = useStoredNotice();
  const [opened, setOpened] = useState<Opened | null>(null);
  const closed = useRef<TranslationKind | null>(null);
  const newsHeading = useRef<HTMLHeadingElement>(null);
  const eventsHeading = useRef<HTMLHeadingElement>(null);
  const noticeHeading = useRef<HTMLHeadingElement>(null);
  const pending = pendingTranslations({
    news: news.items,
    events: events.data ?? [],
    notice: notice.data ?? null,
  });

  // An editor closed after its item left the list: its button is gone, the focus goes to the
  // heading of the item's part (the dialog gives it back to the button when the button is there).
  useEffect(() => {
    const kind = closed.current;
    if (opened !== null || kind === null) return;
    closed.current = null;
    if (document.activeElement === document.body || document.activeElement === null) {
      const heading = { noticia: newsHeading, evento: eventsHeading, aviso: noticeHeading }[kind];
      heading.current?.focus();
    }
  }, [opened]);

  const open = (kind: TranslationKind, id: number) => () => {
    setOpened({ kind, id });
  };
  const close = () => {
    closed.current = opened?.kind ?? null;
    setOpened(null);
  };

  const openNews = opened?.kind === 'noticia' && news.items.find((item) => item.id === opened.id);
  const openEvent = opened?.kind === 'evento' && events.data?.find((e) => e.id === opened.id);
  const openNotice = opened?.kind === 'aviso' && notice.data;

  return (
    <div className={panel.section}>
      <p className={panel.muted}>{T.lead}</p>

      <Group title={T.newsTitle} lead={T.newsLead} headingRef={newsHeading}>
        {news.status === 'loading' ? (
          loading(T.newsLoading)
        ) : news.status === 'failed' ? (
          <LoadFailed onRetry={() => void client.refetchQueries({ queryKey: newsKeys.admin })}>
            {T.newsFailed}
          </LoadFailed>
        ) : pending.news.length === 0 ? (
          <p className={panel.muted}>{T.newsDone}</p>
        ) : (
          <ul className={panel.list}>
            {pending.news.map((item) => (
              <PendingItem
                key={item.id}
                name={item.titulo}
                label={item.titulo}
                tag={newsBadge(item)}
                translations={item.traducciones}
                onOpen={open('noticia', item.id)}
              />
            ))}
          </ul>
        )}
      </Group>

      <Group title={T.eventsTitle} lead={T.eventsLead} headingRef={eventsHeading}>
        {events.isPending ? (
          loading(T.eventsLoading)
        ) : events.isError ? (
          <LoadFailed onRetry={() => void events.refetch()}>{T.eventsFailed}</LoadFailed>
        ) : pending.events.length === 0 ? (
          <p className={panel.muted}>{T.eventsDone}</p>
        ) : (
          <ul className={panel.list}>
            {pending.events.map((event) => (
              <PendingItem
                key={event.id}
                name={event.titulo}
                label={event.titulo}
                tag={event.estado === 'cancelado' ? T.cancelled : null}
                translations={event.traducciones}
                onOpen={open('evento', event.id)}
              />
            ))}
          </ul>
        )}
      </Group>

      <Group title={T.noticeTitle} headingRef={noticeHeading}>
        {notice.isPending ? (
          loading(T.noticeLoading)
        ) : notice.isError && notice.data === undefined ? (
          <LoadFailed onRetry={() => void notice.refetch()}>{T.noticeFailed}</LoadFailed>
        ) : !notice.data ? (
          <p className={panel.muted}>{T.noNotice}</p>
        ) : !pending.notice ? (
          <p className={panel.muted}>{T.noticeDone}</p>
        ) : (
          <ul className={panel.list}>
            <PendingItem
              name={pending.notice.texto}
              translations={pending.notice.traducciones}
              onOpen={open('aviso', 0)}
            />
          </ul>
        )}
      </Group>

      {openNews ? <NewsTranslationsDialog item={openNews} onClose={close} /> : null}
      {openEvent ? <EventTranslationsDialog event={openEvent} onClose={close} /> : null}
      {openNotice ? <NoticeTranslationsDialog notice={openNotice} onClose={close} /> : null}
    </div>
  );
}
