import {
  CALENDAR_API_PATHS,
  type CalendarEvent,
  type CalendarEventInput,
  type SchoolYearInput,
  type SchoolYearLayout,
} from '@lbj/shared';
import { apiRequestRaw } from '../../../lib/api-client.ts';

// The staff panel's calls to /api/calendar (the answers are the server's contract).

/** GET /api/calendar/events for days `desde`…`hasta`, cancelled events included. */
export async function getCalendarEvents(
  desde: string,
  hasta: string,
  signal?: AbortSignal,
): Promise<CalendarEvent[]> {
  const query = new URLSearchParams({ desde, hasta });
  return (await apiRequestRaw(`${CALENDAR_API_PATHS.events}?${query.toString()}`, {
    admin: true,
    ...(signal ? { signal } : {}),
  })) as CalendarEvent[];
}

export async function createCalendarEvent(body: CalendarEventInput): Promise<CalendarEvent> {
  return (await apiRequestRaw(CALENDAR_API_PATHS.events, {
    method: 'POST',
    json: body,
    admin: true,
  })) as CalendarEvent;
}

/** PATCH: only the fields sent change. */
export async function patchCalendarEvent(
  id: number,
  body: Partial<CalendarEventInput>,
): Promise<CalendarEvent> {
  return (await apiRequestRaw(CALENDAR_API_PATHS.event(id), {
    method: 'PATCH',
    json: body,
    admin: true,
  })) as CalendarEvent;
}

export async function deleteCalendarEvent(id: number): Promise<void> {
  await apiRequestRaw(CALENDAR_API_PATHS.event(id), { method: 'DELETE', admin: true });
}

export async function getSchoolYear(year: number, signal?: AbortSignal): Promise<SchoolYearLayout> {
  return (await apiRequestRaw(CALENDAR_API_PATHS.schoolYear(year), {
    admin: true,
    ...(signal ? { signal } : {}),
  })) as SchoolYearLayout;
}

export async function putSchoolYear(
  year: number,
  body: SchoolYearInput,
): Promise<SchoolYearLayout> {
  return (await apiRequestRaw(CALENDAR_API_PATHS.schoolYear(year), {
    method: 'PUT',
    json: body,
    admin: true,
  })) as SchoolYearLayout;
}
