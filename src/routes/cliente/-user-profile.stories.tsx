import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ComposedProfileScreen } from './-user-profile-parts';

/**
 * 'Mi cuenta' as its route composes it: the profile with the real verification centre (kyc) and bank accounts
 * (beneficiaries) in its tabs, on the simulator. The feature's own stories show the profile's states.
 */
const meta = {
  title: 'Mi cuenta/Pantalla de mi cuenta (completa)',
  component: ComposedProfileScreen,
  parameters: { layout: 'padded', simulator: { as: 'nuevo' } },
} satisfies Meta<typeof ComposedProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const openTab = async (canvasElement: HTMLElement, name: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name }, { timeout: 15_000 }));
  return canvas;
};

/** A status-1 client's verification centre, the kyc feature's real part (PROF-01). */
export const VerificationCentre: Story = {
  name: 'Centro de verificación',
  play: async ({ canvasElement }) => {
    const canvas = await openTab(canvasElement, 'Centro de verificación');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Centro de verificación' }, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

/** The dollar investor's saved accounts, the beneficiaries feature's real part. */
export const BankAccounts: Story = {
  name: 'Cuentas bancarias',
  parameters: { simulator: { as: 'inversor' } },
  play: async ({ canvasElement }) => {
    const canvas = await openTab(canvasElement, 'Cuentas bancarias');
    await expect(
      await canvas.findByRole('button', { name: 'Administrar cuentas de retiro' }, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

/** The alternate layout, dark, with the same real parts (PROF-04..06). */
export const AlternateDark: Story = {
  name: 'Alternativa oscura: perfil',
  args: {
    search: {
      pestana: 'perfil',
      vista: 'alternativa',
      tema: 'oscuro',
      administrar: false,
      lista: 'national',
    },
  },
};

/** At a phone's width. */
export const Mobile: Story = {
  ...VerificationCentre,
  name: 'Centro de verificación en un teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The route's search for the alternate layout in a theme (PROF-04, PROF-06). */
const alternate = (tema: 'claro' | 'oscuro') =>
  ({
    search: { pestana: 'perfil', vista: 'alternativa', tema, administrar: false, lista: 'national' },
  }) as const;

/** Opens a tab of the alternate layout and waits for what its part shows once loaded. */
const alternateTab =
  (name: string, ready: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = await openTab(canvasElement, name);
    const panel = within(await canvas.findByRole('tabpanel', { name }, { timeout: 15_000 }));
    await expect(await panel.findByRole('button', { name: ready }, { timeout: 15_000 })).toBeVisible();
  };
const security = alternateTab('Privacidad & Seguridad', 'Cambiar contraseña');
const verification = alternateTab('Centro de verificación', 'Enviar documentos');

/** The alternate layout, light: 'Privacidad & Seguridad', the password form (PWD-09), a status-2 client. */
export const AlternateLightSecurity: Story = {
  name: 'Alternativa clara: privacidad y seguridad',
  args: alternate('claro'),
  parameters: { simulator: { as: 'verificando' } },
  play: security,
};

/** The alternate layout, light: the real verification centre of a status-2 client (PROF-04). */
export const AlternateLightVerification: Story = {
  name: 'Alternativa clara: centro de verificación',
  args: alternate('claro'),
  parameters: { simulator: { as: 'verificando' } },
  play: verification,
};

/** The alternate layout, dark: 'Privacidad & Seguridad' (PROF-06). */
export const AlternateDarkSecurity: Story = {
  name: 'Alternativa oscura: privacidad y seguridad',
  args: alternate('oscuro'),
  parameters: { simulator: { as: 'verificando' } },
  play: security,
};

/** The alternate layout, dark: the real verification centre (PROF-06). */
export const AlternateDarkVerification: Story = {
  name: 'Alternativa oscura: centro de verificación',
  args: alternate('oscuro'),
  parameters: { simulator: { as: 'verificando' } },
  play: verification,
};

/** The alternate layout, dark, at a phone's width: 'Privacidad & Seguridad'. */
export const MobileAlternateDarkSecurity: Story = {
  ...AlternateDarkSecurity,
  name: 'Alternativa oscura: seguridad en un teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The alternate layout, dark, at a phone's width: the real verification centre. */
export const MobileAlternateDarkVerification: Story = {
  ...AlternateDarkVerification,
  name: 'Alternativa oscura: verificación en un teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
