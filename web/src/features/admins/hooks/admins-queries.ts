import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteOrGone } from '../../../lib/api-client.ts';
import { changeOwnPassword, createAdmin, listAdmins, removeAdmin } from '../api/admins-api.ts';

/** The section's query key: a creation or a removal reloads the list. */
export const adminsKey = ['admins'] as const;

export function useAdmins() {
  return useQuery({ queryKey: adminsKey, queryFn: ({ signal }) => listAdmins(signal) });
}

export function useCreateAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAdmin,
    onSuccess: () => client.invalidateQueries({ queryKey: adminsKey }),
  });
}

export function useRemoveAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => deleteOrGone(() => removeAdmin(username)),
    onSuccess: () => client.invalidateQueries({ queryKey: adminsKey }),
  });
}

export function useChangeOwnPassword() {
  return useMutation({ mutationFn: changeOwnPassword });
}
