// A family signs up for the school's e-mail on a phone without JavaScript: the form on /boletin,
// the confirmation mail's page and its button, the preferences of an urgent notice's mail
// (another level), and leaving by that mail's one-click address, each page without axe
// violations. The
// rules behind each step (one confirmation an hour, tokens, the digest's contents, the queue) are
// the server's tests'. A server of the test's own, with a local SMTP server: nothing leaves the
// machine.
import type { AddressInfo } from 'node:net';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { expectNoAxeViolations } from '../support/axe.ts';
import { startOwnServer } from '../support/server.ts';

const ADMIN = { username: 'e2e-boletin', password: 'clave-de-prueba-boletin-2026' };

/** A message as the SMTP server took it: its headers, and its text with quoted-printable undone. */
function readMail(raw: string): { headers: string; text: string } {
  const [headers = '', ...body] = raw.split(/\r?\n\r?\n/);
  const joined = body.join('\n\n').replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return {
    headers: headers.replace(/\r?\n[ \t]+/g, ' '),
    text: Buffer.from(bytes).toString('utf8'),
  };
}

/** The first address of the site in `text` that starts with `path`. */
function link(text: string, origin: string, path: string): string {
  const found = new RegExp(`${origin}${path}/[A-Za-z0-9._~-]+`).exec(text)?.[0];
  expect(found, path).toBeTruthy();
  return found ?? '';
}

/**
 * axe on the address `page` shows, read again where scripts run (axe is one): every page here
 * is the same without them, and a GET of a token's page changes nothing.
 */
async function expectAccessible(page: Page, reader: Page): Promise<void> {
  await reader.goto(page.url());
  await expectNoAxeViolations(reader);
}

test.describe('the families’ e-mail', { tag: '@mobile' }, () => {
  test.use({ javaScriptEnabled: false });

  test('sign up, confirm, change the levels and leave, without JavaScript', async ({
    page,
    browser,
  }) => {
    const mails: string[] = [];
    const smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      authOptional: true,
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          mails.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    const site = await startOwnServer('boletin', ADMIN, {
      SMTP_URL: `smtp://127.0.0.1:${String(smtpPort)}`,
    });
    const api = await playwrightRequest.newContext({ baseURL: site.origin });
    // A context made in a test takes the test's options: scripts are turned on again here.
    const readerContext = await browser.newContext({ javaScriptEnabled: true });
    const reader = await readerContext.newPage();
    try {
      const { origin } = site;
      const nextMail = async (count: number) => {
        // Urgent notices are looked for every 15 s.
        await expect.poll(() => mails.length, { timeout: 45_000 }).toBe(count);
        return readMail(mails[count - 1] ?? '');
      };

      await test.step('signs up on /boletin', async () => {
        await page.goto(`${origin}/boletin`);
        await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('familia@example.cl');
        await page.getByRole('checkbox', { name: '3º Básico' }).check();
        await page.getByRole('checkbox', { name: /^Acepto recibir estos correos/ }).check();
        await expectAccessible(page, reader);
        await page.getByRole('button', { name: 'Suscribirme' }).click();
        await expect(page.getByRole('status')).toContainText('Revisa tu correo');
        await expectAccessible(page, reader);
      });

      const confirmation = await nextMail(1);
      await test.step('confirms from the mail’s page: the link shows a button, the button confirms', async () => {
        await page.goto(link(confirmation.text, origin, '/boletin/confirmar'));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirma tu suscripción');
        await expectAccessible(page, reader);
        await page.getByRole('button', { name: 'Confirmar suscripción' }).click();
        await expect(page.getByText(/^Listo: tu suscripción está confirmada/)).toBeVisible();
      });

      // An urgent notice goes out at once (this week's digest was built when the server started,
      // before anyone had signed up: its first digest is next week's).
      const login = await api.post('/api/login', { data: ADMIN });
      const { token } = (await login.json()) as { token: string };
      const notice = await api.put('/api/notice', {
        headers: { Authorization: `Bearer ${token}` },
        data: { nivel: 'urgente', texto: 'Suspensión de clases por lluvia' },
      });
      expect(notice.ok()).toBe(true);
      const urgent = await nextMail(2);
      expect(urgent.text).toContain('Suspensión de clases por lluvia');

      await test.step('changes the levels from the mail’s preferences', async () => {
        await page.goto(link(urgent.text, origin, '/boletin/preferencias'));
        await expect(page.getByRole('checkbox', { name: '3º Básico' })).toBeChecked();
        await page.getByRole('checkbox', { name: '5º Básico' }).check();
        await expectAccessible(page, reader);
        await page.getByRole('button', { name: 'Guardar preferencias' }).click();
        await expect(page.getByRole('status')).toHaveText('Listo: guardamos tus preferencias.');
        await expect(page.getByRole('checkbox', { name: '5º Básico' })).toBeChecked();
      });

      await test.step('leaves by the mail’s one-click address: a page with a button', async () => {
        const leave = /List-Unsubscribe: <([^>]+)>/.exec(urgent.headers)?.[1] ?? '';
        expect(leave).toMatch(new RegExp(`^${origin}/boletin/baja/`));
        await page.goto(leave);
        await expectAccessible(page, reader);
        await page.getByRole('button', { name: 'Darme de baja' }).click();
        await expect(page.getByText(/^Listo: te diste de baja/)).toBeVisible();
      });
    } finally {
      await readerContext.close();
      await api.dispose();
      await site.stop();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
