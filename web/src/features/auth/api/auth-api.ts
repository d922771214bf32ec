import { API_PATHS, loginResponseSchema, type LoginInput } from '@lbj/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeToken } from '../../../lib/session-store.ts';

/**
 * POST /api/login with credentials included. The token goes straight to the session
 * store (removed after 2 hours); the form never holds it.
 */
export async function login(input: LoginInput): Promise<void> {
  const { token } = await apiRequest(API_PATHS.login, loginResponseSchema, {
    method: 'POST',
    json: input,
    credentials: 'include',
  });
  storeToken(token);
}
