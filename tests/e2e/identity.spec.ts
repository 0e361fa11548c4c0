import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { waitForApp } from './app-ready';

/**
 * Identity, end to end in Chromium against the built site, through the sign-in screens themselves:
 * registration through the demo outbox, the refusal before activation, the status-1 shell, and the
 * single-device rule between two tabs of one browser. The menu of each role and the forced session end are
 * proved by the screen and handler tests (client-shell.test.tsx, session-expiry.test.ts, auth.test.ts).
 */

const ENTER = 'Entrar a mi cuenta';
const LIMITED_MENU = ['Depósito', 'Mi cuenta'];

async function login(page: Page, email: string, password: string) {
  await page.goto('portal');
  await waitForApp(page);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await page.getByRole('button', { name: ENTER }).click();
}

function menu(page: Page) {
  return page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link');
}

test('a new person registers, is refused before activation, activates from the demo outbox and gets the status-1 shell', async ({
  page,
}) => {
  const email = `ana.${Date.now()}@correo.test`;
  await page.goto('nueva-cuenta');
  await waitForApp(page);
  await page.getByLabel('Nombre completo').fill('Ana Pérez');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('clave123');
  await page.getByLabel('Confirmar contraseña').fill('clave123');
  await page.getByLabel('¿Cómo nos conoció?').selectOption('Google');
  await page.getByLabel('Acepto los términos y condiciones').check();
  await page
    .getByRole('dialog', { name: 'Términos y condiciones' })
    .getByRole('button', { name: 'Continuar' })
    .click();
  await page.getByRole('button', { name: '¡Abrir mi cuenta!' }).click();
  const result = page.getByRole('dialog', { name: 'Registro de cuenta' });
  await expect(
    result.getByText(
      'Usuario creado con éxito. Confirme haciendo clic en el enlace que se le envió en su correo electrónico.',
    ),
  ).toBeVisible();
  await result.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/portal$/);

  // Refused before activation, with the exact message and the resend modal.
  await login(page, email, 'clave123');
  const unconfirmed = page.getByRole('dialog', { name: '¡Su registro está casi completo!' });
  await expect(
    unconfirmed.getByText('El usuario debe confirmar la dirección de correo electrónico.'),
  ).toBeVisible();
  await expect(unconfirmed.getByRole('button', { name: 'Reenviar enlace de confirmación' })).toBeVisible();

  // The demo outbox holds the activation link.
  await unconfirmed.getByRole('button', { name: 'Correo de demostración' }).click();
  const outbox = page.getByRole('dialog', { name: 'Correo de demostración' });
  await outbox.getByRole('button', { name: 'Abrir enlace' }).first().click();
  await expect(page.getByText('Felicitaciones')).toBeVisible();
  await expect(page.getByText('Su correo electrónico ha sido validado exitosamente')).toBeVisible();

  await login(page, email, 'clave123');
  await expect(page).toHaveURL(/\/cliente\/user-profile$/);
  const welcome = page.getByRole('dialog', { name: 'BIENVENIDO' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Continuar' }).click();
  await expect(welcome).toBeHidden();
  await expect(menu(page)).toHaveText(LIMITED_MENU);
  await expect(page.getByText('DEMO PLATFORM')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('a second login in another tab signs the first out with "Intente nuevamente" on its next call', async ({
  context,
}) => {
  const first = await context.newPage();
  await login(first, 'demo@simulador.test', 'demo1234');
  await expect(first).toHaveURL(/\/cliente\/dashboard$/);

  const second = await context.newPage();
  await login(second, 'demo@simulador.test', 'demo1234');
  await expect(second).toHaveURL(/\/cliente\/dashboard$/);

  // The first tab's next call is refused: it is signed out and told why. If a call of its own was refused
  // before the reload, the reason is kept in the tab and still shown after it.
  await first.reload();
  await expect(first).toHaveURL(/\/portal$/);
  const notice = first.getByRole('dialog', { name: 'Aviso' });
  await expect(notice.getByText('Intente nuevamente')).toBeVisible();
  await expect(notice.getByText(/solo puede usarse en un dispositivo a la vez/)).toBeVisible();
  // The second tab keeps its session.
  await second.reload();
  await expect(second).toHaveURL(/\/cliente\/dashboard$/);
});
