import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveSupplyLevelInput, SupplyLevelId, SupplyYear } from '@lbj/shared';
import {
  copySupplyYear,
  getSupplyYear,
  getSupplyYears,
  publishSupplyYear,
  saveSupplyLevel,
} from '../api/supplies-api.ts';
import { suppliesKeys } from './supplies-keys.ts';

export function useSupplyYears() {
  return useQuery({
    queryKey: suppliesKeys.years,
    queryFn: ({ signal }) => getSupplyYears(signal),
  });
}

export function useSupplyYear(year: number) {
  return useQuery({
    queryKey: suppliesKeys.year(year),
    queryFn: ({ signal }) => getSupplyYear(year, signal),
  });
}

export interface SaveLevelVariables {
  year: number;
  level: SupplyLevelId;
  body: SaveSupplyLevelInput;
}

/** Saves a level; the year's cached copy takes the saved level at once. */
export function useSaveSupplyLevel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ year, level, body }: SaveLevelVariables) => saveSupplyLevel(year, level, body),
    onSuccess: (saved, { year }) => {
      client.setQueryData<SupplyYear>(suppliesKeys.year(year), (current) =>
        current
          ? {
              ...current,
              niveles: current.niveles.map((level) =>
                level.nivel === saved.nivel ? saved : level,
              ),
            }
          : current,
      );
      void client.invalidateQueries({ queryKey: suppliesKeys.years });
    },
  });
}

export function useCopySupplyYear() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ year, from, confirm }: { year: number; from: number; confirm: boolean }) =>
      copySupplyYear(year, from, confirm),
    onSuccess: (copied) => {
      client.setQueryData(suppliesKeys.year(copied.anio), copied);
      void client.invalidateQueries({ queryKey: suppliesKeys.years });
    },
  });
}

export function usePublishSupplyYear() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (year: number) => publishSupplyYear(year),
    onSuccess: () => client.invalidateQueries({ queryKey: suppliesKeys.all }),
  });
}
