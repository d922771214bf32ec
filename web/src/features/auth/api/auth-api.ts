import { API_PATHS, loginResponseSchema, type LoginInput } from '@lbj/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/login with credentials included (SPEC 7); resolves to the token. */
export async function login(input: LoginInput): Promise<string> {
  const { token } = await apiRequest(API_PATHS.login, loginResponseSchema, {
    method: 'POST',
    json: input,
    credentials: 'include',
  });
  return token;
}
