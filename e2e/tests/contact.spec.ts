import { MESSAGES } from '@lbj/shared';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { hydrated } from '../support/hydration.ts';

const SCHOOL_EMAIL = 'colegio_lebeaujour@hotmail.com';

async function openForm(page: Page) {
  await page.goto('/correo');
  const form = {
    name: page.getByRole('textbox', { name: 'Nombre' }),
    email: page.getByRole('textbox', { name: 'Correo electrónico' }),
    message: page.getByRole('textbox', { name: 'Mensaje' }),
    submit: page.getByRole('button', { name: 'Preparar el correo' }),
  };
  await hydrated(form.submit);
  return form;
}

/** Resolves with the mailto: URL the page hands to the browser (Chromium reports it as a request). */
function nextMailto(page: Page): Promise<string> {
  return page.waitForRequest((request) => request.url().startsWith('mailto:')).then((r) => r.url());
}

function parseMailto(url: string) {
  const [address, query = ''] = url.slice('mailto:'.length).split('?');
  const params = new URLSearchParams(query.replace(/\+/g, '%2B'));
  return { address, subject: params.get('subject') ?? '', body: params.get('body') ?? '' };
}

test.describe('/correo contact form', () => {
  test('explains in Spanish what each empty field needs', { tag: '@both' }, async ({ page }) => {
    const form = await openForm(page);
    await expect(form.email).toHaveAttribute('type', 'email');
    for (const field of [form.name, form.email, form.message]) {
      await expect(field).toHaveAttribute('required', '');
    }
    await form.submit.click();
    for (const field of [form.name, form.email, form.message]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(
        new RegExp(MESSAGES.required.replace('.', '\\.')),
      );
    }
    await expect(form.name).toBeFocused();
    await expect(page.getByText(MESSAGES.required)).toHaveCount(3);
    await expectNoAxeViolations(page);
  });

  test('asks for a valid e-mail address', async ({ page }) => {
    const form = await openForm(page);
    await form.name.fill('Ana Soto');
    await form.email.fill('ana@correo');
    await form.message.fill('Hola');
    await form.submit.click();
    await expect(form.email).toBeFocused();
    await expect(form.email).toHaveAccessibleDescription(/Escribe un correo electrónico válido/);
    await form.email.fill('ana@correo.cl');
    await expect(form.email).not.toHaveAttribute('aria-invalid', 'true');
  });

  test(
    'opens the mail client with a mailto: to the school and thanks the visitor',
    { tag: '@both' },
    async ({ page }) => {
      const form = await openForm(page);
      await form.name.fill('María José Pérez');
      await form.email.fill('mj.perez@correo.cl');
      await form.message.fill('Hola:\n¿Quedan vacantes en kínder para 2026?\nGracias.');
      const mailto = nextMailto(page);
      await form.submit.click();
      const url = await mailto;

      const mail = parseMailto(url);
      expect(mail.address).toBe(SCHOOL_EMAIL);
      expect(mail.subject).toContain('María José Pérez');
      expect(mail.body).toContain('¿Quedan vacantes en kínder para 2026?');
      expect(mail.body).toContain('mj.perez@correo.cl');
      expect(url.length).toBeLessThan(2000);

      await expect(page.getByText(MESSAGES.contactThanks)).toBeVisible();
      await expect(page.getByText(MESSAGES.contactThanks)).toBeFocused();
      await expect(page).toHaveURL(/\/correo$/);
      await expect(page.getByRole('link', { name: 'abre el mensaje desde aquí' })).toHaveAttribute(
        'href',
        url,
      );
      await expectNoAxeViolations(page);
    },
  );

  test('keeps a very long message under the 2,000-character URL limit', async ({ page }) => {
    const form = await openForm(page);
    await form.name.fill('Juan Ñúñez');
    await form.email.fill('juan@correo.cl');
    await form.message.fill('Quisiera saber más sobre el colegio. '.repeat(120));
    const mailto = nextMailto(page);
    await form.submit.click();
    const url = await mailto;
    expect(url.length).toBeLessThan(2000);
    const mail = parseMailto(url);
    expect(mail.subject).toContain('Juan Ñúñez');
    expect(mail.body).toContain('juan@correo.cl');
    await expect(page.getByText(MESSAGES.contactThanks)).toBeVisible();
    await expect(page.getByText('Tu mensaje era muy largo')).toBeVisible();
  });
});

test.describe('/contacto', () => {
  test(
    'gives the landline, e-mail, address, map link and social links',
    { tag: '@both' },
    async ({ page }) => {
      await page.goto('/contacto');
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
    },
  );
});
