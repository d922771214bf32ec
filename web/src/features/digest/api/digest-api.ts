import {
  DIGEST_PATHS,
  type DigestFamilyExport,
  type DigestSchedule,
  type DigestStatus,
} from '@lbj/shared';
import { apiRequestRaw } from '../../../lib/api-client.ts';

// The panel's calls to the families' e-mail API (all as an administrator). The answers are the
// server's own types; the panel only shows them.

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});
const familyUrl = (email: string) => `${DIGEST_PATHS.family}?email=${encodeURIComponent(email)}`;

export async function getDigestStatus(signal?: AbortSignal): Promise<DigestStatus> {
  return (await apiRequestRaw(DIGEST_PATHS.status, {
    admin: true,
    ...signalOf(signal),
  })) as DigestStatus;
}

export async function getDigestPreview(
  nivel: string,
  signal?: AbortSignal,
): Promise<{ asunto: string; texto: string; html: string }> {
  return (await apiRequestRaw(`${DIGEST_PATHS.preview}?nivel=${encodeURIComponent(nivel)}`, {
    admin: true,
    ...signalOf(signal),
  })) as { asunto: string; texto: string; html: string };
}

export async function sendDigestNow(): Promise<{ nueva: boolean; correos: number }> {
  return (await apiRequestRaw(DIGEST_PATHS.send, { method: 'POST', admin: true })) as {
    nueva: boolean;
    correos: number;
  };
}

export async function putDigestSchedule(schedule: DigestSchedule): Promise<DigestSchedule> {
  return (await apiRequestRaw(DIGEST_PATHS.schedule, {
    method: 'PUT',
    json: schedule,
    admin: true,
  })) as DigestSchedule;
}

export async function resumeAddress(email: string): Promise<void> {
  await apiRequestRaw(DIGEST_PATHS.resume, { method: 'POST', json: { email }, admin: true });
}

export async function exportDigestFamily(email: string): Promise<DigestFamilyExport | null> {
  return (await apiRequestRaw(familyUrl(email), { admin: true })) as DigestFamilyExport | null;
}

export async function deleteDigestFamily(email: string): Promise<boolean> {
  const answer = (await apiRequestRaw(familyUrl(email), { method: 'DELETE', admin: true })) as {
    eliminada: boolean;
  };
  return answer.eliminada;
}
