import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getActivity, getPeople, type ActivityFilter } from '../api/activity-api.ts';

const activityKeys = {
  all: ['activity'] as const,
  entries: (filter: ActivityFilter) =>
    ['activity', 'entries', filter.usuario ?? '', filter.accion ?? '', filter.limit] as const,
  people: ['activity', 'people'] as const,
};

/** The log, filtered by the server; the previous answer stays on screen while the next loads. */
export function useActivity(filter: ActivityFilter) {
  return useQuery({
    queryKey: activityKeys.entries(filter),
    queryFn: ({ signal }) => getActivity(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePeople() {
  return useQuery({ queryKey: activityKeys.people, queryFn: ({ signal }) => getPeople(signal) });
}
