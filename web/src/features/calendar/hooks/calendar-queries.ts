import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarEventInput, SchoolYearInput } from '@lbj/shared';
import {
  createCalendarEvent,
  deleteCalendarEvent,
  getCalendarEvents,
  getSchoolYear,
  patchCalendarEvent,
  putSchoolYear,
} from '../api/calendar-admin-api.ts';

/** Every calendar query starts with this key: a change refreshes them all. */
const CALENDAR_KEY = ['calendar'] as const;

export function useCalendarEvents(desde: string, hasta: string) {
  return useQuery({
    queryKey: [...CALENDAR_KEY, 'events', desde, hasta],
    queryFn: ({ signal }) => getCalendarEvents(desde, hasta, signal),
  });
}

export function useSchoolYear(year: number) {
  return useQuery({
    queryKey: [...CALENDAR_KEY, 'school-year', year],
    queryFn: ({ signal }) => getSchoolYear(year, signal),
  });
}

function useCalendarMutation<A, R>(run: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: CALENDAR_KEY }),
  });
}

export const useSaveEvent = () =>
  useCalendarMutation(({ id, body }: { id: number | null; body: CalendarEventInput }) =>
    id === null ? createCalendarEvent(body) : patchCalendarEvent(id, body),
  );

export const usePatchEvent = () =>
  useCalendarMutation(({ id, body }: { id: number; body: Partial<CalendarEventInput> }) =>
    patchCalendarEvent(id, body),
  );

export const useDeleteEvent = () => useCalendarMutation((id: number) => deleteCalendarEvent(id));

export const useSaveSchoolYear = () =>
  useCalendarMutation(({ year, body }: { year: number; body: SchoolYearInput }) =>
    putSchoolYear(year, body),
  );
