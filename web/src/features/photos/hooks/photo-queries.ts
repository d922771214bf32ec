import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPhotoRequests, takeDownPhoto, updatePhotoRequest } from '../api/photos-api.ts';

/**
 * The panel's counts beside the sections' names (app/admin-panel-sections.ts `pendingKey(id)` is
 * this prefix and the section's id): invalidating it reads this section's count again.
 */
const PANEL_COUNTS = ['panel', 'pending'] as const;

const requestsKey = ['photos', 'requests'] as const;

export function usePhotoRequests() {
  return useQuery({ queryKey: requestsKey, queryFn: ({ signal }) => getPhotoRequests(signal) });
}

/** After any change: the list and the count beside the section's name are read again. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: requestsKey }),
      client.invalidateQueries({ queryKey: PANEL_COUNTS }),
    ]);
}

export function useUpdatePhotoRequest() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: updatePhotoRequest, onSuccess: refresh });
}

export function useTakeDownPhoto() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: takeDownPhoto, onSuccess: refresh });
}
