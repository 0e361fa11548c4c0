import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ComposedProfileScreen } from './-user-profile-parts';

/**
 * 'Mi cuenta' as its route composes it: the profile with the real verification centre (kyc) and bank accounts
 * (beneficiaries) in its tabs, on the simulator. The feature's own stories show the profile's states.
 */
const meta = {
  title: 'routes/Mi cuenta (compuesta)',
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
  play: async ({ canvasElement }) => {
    const canvas = await openTab(canvasElement, 'Centro de verificación');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Centro de verificación' }, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

/** The dollar investor's saved accounts, the beneficiaries feature's real part. */
export const BankAccounts: Story = {
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
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
