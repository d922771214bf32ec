import {
  PHOTO_API_PATHS,
  photoRequestListSchema,
  photoRequestSchema,
  type PhotoRequest,
  type PhotoRequestState,
} from '@lbj/shared';
import { apiRequest, apiRequestRaw } from '../../../lib/api-client.ts';

/** GET /api/photos/solicitudes: open requests first, the one due soonest on top. */
export function getPhotoRequests(signal?: AbortSignal): Promise<PhotoRequest[]> {
  return apiRequest(PHOTO_API_PATHS.requests, photoRequestListSchema, {
    admin: true,
    ...(signal ? { signal } : {}),
  });
}

/** How many requests wait for an answer (the count beside the section's name). */
export async function countOpenPhotoRequests(signal?: AbortSignal): Promise<number> {
  return (await getPhotoRequests(signal)).filter((request) => request.estado === 'recibida').length;
}

/** PATCH /api/photos/solicitudes/{id}. */
export function updatePhotoRequest(change: {
  id: number;
  estado: PhotoRequestState;
  respuesta?: string;
}): Promise<PhotoRequest> {
  const { id, ...body } = change;
  return apiRequest(PHOTO_API_PATHS.request(id), photoRequestSchema, {
    method: 'PATCH',
    json: body,
    admin: true,
  });
}

/** POST /api/photos/{key}/retirar: the photo leaves every page of the site. */
export async function takeDownPhoto({ key, motivo }: { key: string; motivo: string }) {
  await apiRequestRaw(PHOTO_API_PATHS.takeDown(key), {
    method: 'POST',
    json: { motivo },
    admin: true,
  });
}
