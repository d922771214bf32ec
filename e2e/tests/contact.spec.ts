// Writing to the school, in a browser: from /contacto to /correo, the form's messages when it is
// sent empty, and the mail client handed a mailto: to the school. The form's rules are
// ContactForm's (web/src/features/contact/components/contact-form.test.tsx: each empty field, an
// invalid address, a very long message shortened and said so), the mail link's buildMailto's
// (build-mailto.test.ts: under 2,000 characters). Before the code runs: html-first-forms.spec.ts.
import { MESSAGES } from '@lbj/shared';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { hydrated } from '../support/hydration.ts';

const SCHOOL_EMAIL = 'colegio_lebeaujour@hotmail.com';

function parseMailto(url: string) {
  const [address, query = ''] = url.slice('mailto:'.length).split('?');
  const params = new URLSearchParams(query.replace(/\+/g, '%2B'));
  return { address, subject: params.get('subject') ?? '', body: params.get('body') ?? '' };
}

/** Every mailto: the page hands to the browser (Chromium reports it as a request). */
function mailtos(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('mailto:')) urls.push(request.url());
  });
  return urls;
}

// One width: the form is the same at both; families write from their phones.
test(
  'a family finds every way to reach the school on /contacto and goes on to /correo; the empty form says in Spanish what each field needs; the filled one opens the mail client and thanks them',
  { tag: '@mobile' },
  async ({ page }) => {
    const sent = mailtos(page);
    await page.goto('/contacto');

    await test.step('/contacto: the landline, e-mail, address, map and social links', async () => {
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: '(+56) 32 3241150' })).toHaveAttribute(
        'href',
        'tel:+56323241150',
      );
      await expect(main.getByRole('link', { name: SCHOOL_EMAIL })).toHaveAttribute(
        'href',
        `mailto:${SCHOOL_EMAIL}`,
      );
      await expect(main.getByText('23 Norte Calle Dos, 2039').first()).toBeVisible();
      const map = main.getByRole('link', { name: /Abrir en Google Maps/ });
      await expect(map).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=-33\.00467,-71\.53512$/,
      );
      await expect(map).toHaveAttribute('target', '_blank');
      await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(main.getByRole('link', { name: /^Facebook del colegio/ })).toHaveAttribute(
        'href',
        'https://www.facebook.com/CollegeLeBeauJour/',
      );
      await expect(main.getByRole('link', { name: /^Instagram del colegio/ })).toHaveAttribute(
        'href',
        'https://www.instagram.com/colegiolebeaujour/',
      );
      await main.getByRole('link', { name: 'Escríbenos un mensaje' }).click();
      await expect(page).toHaveURL(/\/correo$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Escríbenos');
    });

    const name = page.getByRole('textbox', { name: 'Nombre' });
    const email = page.getByRole('textbox', { name: 'Correo electrónico' });
    const message = page.getByRole('textbox', { name: 'Mensaje' });
    const submit = page.getByRole('button', { name: 'Preparar el correo' });
    await hydrated(submit);

    await test.step('sent empty: its own Spanish message under each field, no mail', async () => {
      // The code's own check replaces the browser's.
      await expect(page.locator('form', { has: name })).toHaveAttribute('novalidate');
      await submit.click();
      for (const field of [name, email, message]) {
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(
          new RegExp(MESSAGES.required.replace('.', '\\.')),
        );
      }
      await expect(name).toBeFocused();
      await expect(page.getByText(MESSAGES.required)).toHaveCount(3);
      await expect(page).toHaveURL(/\/correo$/);
      expect(sent).toEqual([]);
      await expectNoAxeViolations(page);
    });

    await test.step('filled: a mailto: to the school, then the thanks', async () => {
      await name.fill('María José Pérez');
      await email.fill('mj.perez@correo.cl');
      await message.fill('Hola:\n¿Quedan vacantes en kínder para 2026?\nGracias.');
      const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
      await submit.click();
      const url = (await mailto).url();

      const mail = parseMailto(url);
      expect(mail.address).toBe(SCHOOL_EMAIL);
      expect(mail.subject).toContain('María José Pérez');
      expect(mail.body).toContain('¿Quedan vacantes en kínder para 2026?');
      expect(mail.body).toContain('mj.perez@correo.cl');

      await expect(page.getByText(MESSAGES.contactThanks)).toBeFocused();
      await expect(page).toHaveURL(/\/correo$/);
      await expect(page.getByRole('link', { name: 'abre el mensaje desde aquí' })).toHaveAttribute(
        'href',
        url,
      );
      expect(sent).toEqual([url]);
      await expectNoAxeViolations(page);
    });
  },
);
