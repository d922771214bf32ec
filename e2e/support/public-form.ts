import { PUBLIC_FORM_FIELDS } from '@lbj/shared';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/**
 * Sends a family's public form as the browser posts it from its page at `address`: the signed
 * stamp that page serves, an empty honeypot and `fields` (a test server's fill time is 0 s, so it
 * may be sent at once). Returns the answer after its redirects.
 */
export async function postPublicForm(
  request: APIRequestContext,
  address: string,
  fields: Record<string, string>,
): Promise<APIResponse> {
  const html = await (await request.get(address)).text();
  const stamp = new RegExp(`name="${PUBLIC_FORM_FIELDS.stamp}" value="([^"]+)"`).exec(html)?.[1];
  expect(stamp, `the form's stamp on ${address}`).toBeTruthy();
  return request.post(address, {
    form: {
      ...fields,
      [PUBLIC_FORM_FIELDS.stamp]: stamp ?? '',
      [PUBLIC_FORM_FIELDS.honeypot]: '',
    },
  });
}
