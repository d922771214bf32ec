import {
  ADMISSION_PATHS,
  type AdmissionProcess,
  type AdmissionProcessInput,
  type AdmissionSettings,
  type Inquiry,
  type InquiryStatus,
} from '@lbj/shared';
import { apiRequestRaw } from '../../../lib/api-client.ts';

// The panel's calls to the admissions API (all as an administrator). The answers are the
// server's own types; the panel only shows them.

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

export async function getProcess(year: number, signal?: AbortSignal): Promise<AdmissionProcess> {
  return (await apiRequestRaw(ADMISSION_PATHS.year(year), {
    admin: true,
    ...signalOf(signal),
  })) as AdmissionProcess;
}

export async function putProcess(
  year: number,
  body: AdmissionProcessInput,
): Promise<AdmissionProcess> {
  return (await apiRequestRaw(ADMISSION_PATHS.year(year), {
    method: 'PUT',
    json: body,
    admin: true,
  })) as AdmissionProcess;
}

export async function getInquiries(
  filter: { estado?: InquiryStatus | ''; nivel?: string },
  signal?: AbortSignal,
): Promise<Inquiry[]> {
  const query = new URLSearchParams();
  if (filter.estado) query.set('estado', filter.estado);
  if (filter.nivel) query.set('nivel', filter.nivel);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return (await apiRequestRaw(`${ADMISSION_PATHS.inquiries}${search}`, {
    admin: true,
    ...signalOf(signal),
  })) as Inquiry[];
}

/** How many inquiries are new: the count beside the section's name. */
export async function countNewInquiries(signal?: AbortSignal): Promise<number> {
  const answer = (await apiRequestRaw(`${ADMISSION_PATHS.inquiries}/nuevas`, {
    admin: true,
    ...signalOf(signal),
  })) as { nuevas: number };
  return answer.nuevas;
}

export async function patchInquiry(
  id: number,
  change: { estado?: InquiryStatus; nota?: string },
): Promise<Inquiry> {
  return (await apiRequestRaw(ADMISSION_PATHS.inquiry(id), {
    method: 'PATCH',
    json: change,
    admin: true,
  })) as Inquiry;
}

const familyUrl = (email: string) => `${ADMISSION_PATHS.family}?email=${encodeURIComponent(email)}`;

export async function exportFamily(email: string): Promise<Inquiry[]> {
  return (await apiRequestRaw(familyUrl(email), { admin: true })) as Inquiry[];
}

export async function deleteFamily(email: string): Promise<number> {
  const answer = (await apiRequestRaw(familyUrl(email), { method: 'DELETE', admin: true })) as {
    eliminadas: number;
  };
  return answer.eliminadas;
}

export async function getSettings(signal?: AbortSignal): Promise<AdmissionSettings> {
  return (await apiRequestRaw(ADMISSION_PATHS.settings, {
    admin: true,
    ...signalOf(signal),
  })) as AdmissionSettings;
}

export async function putSettings(correo: string | null): Promise<AdmissionSettings> {
  return (await apiRequestRaw(ADMISSION_PATHS.settings, {
    method: 'PUT',
    json: { correo },
    admin: true,
  })) as AdmissionSettings;
}
