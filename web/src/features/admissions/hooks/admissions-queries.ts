import type { InquiryStatus } from '@lbj/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteFamily,
  getInquiries,
  getProcess,
  getSettings,
  patchInquiry,
  putProcess,
  putSettings,
} from '../api/admissions-api.ts';
import type { AdmissionProcessInput } from '@lbj/shared';

/**
 * The query key of the count beside the section's name: the panel's `pendingKey('admision')`
 * (app/admin-panel-sections.ts), written out here since a feature does not import the app.
 */
const pendingCountKey = ['panel', 'pending', 'admision'] as const;

const inquiriesKey = ['admissions', 'inquiries'] as const;

export function useProcess(year: number) {
  return useQuery({
    queryKey: ['admissions', 'process', year],
    queryFn: ({ signal }) => getProcess(year, signal),
  });
}

export function useSaveProcess(year: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdmissionProcessInput) => putProcess(year, body),
    onSuccess: (process) => {
      client.setQueryData(['admissions', 'process', year], process);
    },
  });
}

export function useInquiries(filter: { estado: InquiryStatus | ''; nivel: string }) {
  return useQuery({
    queryKey: [...inquiriesKey, filter.estado, filter.nivel],
    queryFn: ({ signal }) => getInquiries(filter, signal),
  });
}

/** After any change to the inbox: the list and the count beside the section's name. */
function useInboxChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: inquiriesKey });
    void client.invalidateQueries({ queryKey: pendingCountKey });
  };
}

export function usePatchInquiry() {
  const changed = useInboxChanged();
  return useMutation({
    mutationFn: ({ id, ...change }: { id: number; estado?: InquiryStatus; nota?: string }) =>
      patchInquiry(id, change),
    onSuccess: changed,
  });
}

export function useDeleteFamily() {
  const changed = useInboxChanged();
  return useMutation({ mutationFn: deleteFamily, onSuccess: changed });
}

const settingsKey = ['admissions', 'settings'] as const;

export function useSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => getSettings(signal) });
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putSettings,
    onSuccess: (settings) => {
      client.setQueryData(settingsKey, settings);
    },
  });
}
