import type { Notice } from '@lbj/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteNotice, getStoredNotice, putNotice } from '../api/notice-api.ts';

/** The section's query key: publishing or removing updates it in place. */
export const noticeKey = ['notice', 'stored'] as const;

export function useStoredNotice() {
  return useQuery({ queryKey: noticeKey, queryFn: ({ signal }) => getStoredNotice(signal) });
}

export function usePublishNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putNotice,
    onSuccess: (notice) => {
      client.setQueryData<Notice | null>(noticeKey, notice);
    },
  });
}

export function useRemoveNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteNotice,
    onSuccess: () => {
      client.setQueryData<Notice | null>(noticeKey, null);
    },
  });
}
