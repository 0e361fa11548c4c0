import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Button, Group, Modal, Text } from '@mantine/core';
import { expect, userEvent, within } from 'storybook/test';
import { useSession } from '@/shared/session/session-store';
import { dialogsSettled } from '../../../../.storybook/settled';
import type { AddBeneficiaryModalProps } from './withdrawal-screen';
import { WithdrawalScreen } from './withdrawal-screen';
import { withdrawalCreate } from '@/contract/withdrawals';

/** Stands in for the beneficiaries feature's add modals, which the route composes in. */
function AddModalStandIn(title: string) {
  return function StandIn(props: AddBeneficiaryModalProps) {
    return (
      <Modal
        opened={props.opened}
        onClose={props.onClose}
        title={title}
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
      >
        <Text>El formulario de la función de beneficiarios se muestra aquí.</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={props.onClose}>Cancelar</Button>
        </Group>
      </Modal>
    );
  };
}

const addBeneficiaryModals = {
  1: AddModalStandIn('Agregar cuenta nacional'),
  2: AddModalStandIn('Agregar cuenta internacional'),
  3: AddModalStandIn('Agregar beneficiario cripto'),
};

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const meta = {
  title: 'Retiro/Pantalla de retiro',
  component: WithdrawalScreen,
  argTypes: { addBeneficiaryModals: { control: false } },
  args: { addBeneficiaryModals },
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
  // The investor in dollars, who may withdraw: its seeded withdrawals and beneficiaries on the simulator.
  parameters: { simulator: { as: 'inversor' } },
} satisfies Meta<typeof WithdrawalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openTab(canvasElement: HTMLElement, name: string) {
  await userEvent.click(await page(canvasElement).findByRole('tab', { name }, { timeout: 15_000 }));
}

async function chooseFirst(canvasElement: HTMLElement, tab: string) {
  await openTab(canvasElement, tab);
  const table = await page(canvasElement).findByRole('table', { name: `Beneficiarios: ${tab}` });
  await userEvent.click(within(table).getAllByRole('button', { name: /^Continuar con / })[0]!);
  return page(canvasElement).findByRole('dialog', { name: /^Solicitud de retiro a / });
}

async function requestWithdrawal(canvasElement: HTMLElement, amount: string) {
  const dialog = await chooseFirst(canvasElement, 'Transferencia nacional');
  await userEvent.type(within(dialog).getByLabelText(/^Monto \(USDT\)/), amount);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Solicitar retiro' }));
  return dialog;
}

/** Waits for the simulator's rows of a table, so that axe reads them rather than 'Cargando...'. */
const rowsShown = async (canvasElement: HTMLElement, name: string) => {
  const table = await page(canvasElement).findByRole('table', { name }, { timeout: 15_000 });
  await expect((await within(table).findAllByRole('row', {}, { timeout: 15_000 }))[1]).toBeVisible();
};

/** WDR-06: all my withdrawals, one of each status ('$' outside demo mode). */
export const AllWithdrawals: Story = {
  name: 'Mis retiros fuera de la demo ($)',
  play: ({ canvasElement }) => rowsShown(canvasElement, 'Mis retiros'),
};

/** The demo investor's withdrawals (USDT), as the menu opens 'Retiro'. */
export const AllWithdrawalsDemo: Story = {
  name: 'Mis retiros en la demo (USDT)',
  parameters: { simulator: { as: 'demo' } },
  play: ({ canvasElement }) => rowsShown(canvasElement, 'Mis retiros'),
};

/** The issuer's withdrawals (emisor@, in demo mode), as the menu opens 'Retiro'. */
export const AllWithdrawalsIssuer: Story = {
  name: 'Mis retiros de un emisor',
  parameters: { simulator: { as: 'emisor' } },
  play: ({ canvasElement }) => rowsShown(canvasElement, 'Mis retiros'),
};

/** WDR-07: no withdrawal yet. */
export const Empty: Story = {
  name: 'Sin retiros',
  parameters: { simulator: { as: 'nuevo', scenario: 'verifiedNewClient' } },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Sin retiros', {}, { timeout: 15_000 })).toBeVisible();
  },
};

/** The lists never answer: 'Cargando...'. */
export const Loading: Story = {
  name: 'Cargando',
  parameters: { simulator: { as: 'inversor', faults: [{ tipo: 'espera' }] } },
};

/**
 * The lists fail. In the app the session ends then (ERR-03, ERR-04) and the login screen shows the message;
 * without a session (as here) the tab shows its error.
 */
export const ListError: Story = {
  name: 'Error al cargar las listas',
  beforeEach: () => {
    useSession.setState({ token: null });
  },
  parameters: { simulator: { as: 'inversor', faults: [{ tipo: 'error' }] } },
};

/** WDR-08, WDR-09: national accounts. */
export const NationalTab: Story = {
  name: 'Transferencia nacional',
  play: ({ canvasElement }) => openTab(canvasElement, 'Transferencia nacional'),
};

/** WDR-08, WDR-09: international accounts. */
export const InternationalTab: Story = {
  name: 'Transferencia internacional',
  play: ({ canvasElement }) => openTab(canvasElement, 'Transferencia internacional'),
};

/** WDR-11..14, WDR-16: the crypto tab with its information and the PIN of the last withdrawal. */
export const CryptoTab: Story = {
  name: 'Transferencia cripto con PIN',
  beforeEach: () => {
    useSession.setState({ pin: '482913' });
  },
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, 'Transferencia Cripto');
    await rowsShown(canvasElement, 'Beneficiarios: Transferencia Cripto');
  },
};

/** WDR-17, WDR-18, WDR-21, WDR-25..30: the withdrawal modal, 100 typed: fee 3.00, 97.00 to receive. */
export const WithdrawalModalWithFees: Story = {
  name: 'Retiro con comisión',
  play: async ({ canvasElement }) => {
    const dialog = await chooseFirst(canvasElement, 'Transferencia nacional');
    await userEvent.type(within(dialog).getByLabelText(/^Monto \(USDT\)/), '100');
    await expect(within(dialog).getByText('$ 97.00')).toBeInTheDocument();
    await dialogsSettled(canvasElement);
  },
};

/** WDR-19, WDR-22: to an international account. */
export const InternationalModal: Story = {
  name: 'Retiro a cuenta internacional',
  play: async ({ canvasElement }) => {
    await chooseFirst(canvasElement, 'Transferencia internacional');
    await dialogsSettled(canvasElement);
  },
};

/** WDR-20, WDR-23: to a crypto beneficiary. */
export const CryptoModal: Story = {
  name: 'Retiro a beneficiario cripto',
  play: async ({ canvasElement }) => {
    await chooseFirst(canvasElement, 'Transferencia Cripto');
    await dialogsSettled(canvasElement);
  },
};

/** WDR-26: below the minimum, nothing is sent. */
export const BelowMinimum: Story = {
  name: 'Monto por debajo del mínimo',
  play: async ({ canvasElement }) => {
    const dialog = await requestWithdrawal(canvasElement, '19.99');
    await expect(await within(dialog).findByText('El monto mínimo de retiro es 20 USDT')).toBeInTheDocument();
  },
};

/** DEMO-07, DEMO-08, DEMO-04: the demo notice, USDT and a disabled submit. */
export const DemoNotice: Story = {
  name: 'Aviso de la demo',
  parameters: { simulator: { as: 'demo' } },
  play: async ({ canvasElement }) => {
    const dialog = await chooseFirst(canvasElement, 'Transferencia nacional');
    await userEvent.type(within(dialog).getByLabelText(/^Monto \(USDT\)/), '100');
    await expect(within(dialog).getByRole('button', { name: 'Solicitar retiro' })).toBeDisabled();
    await dialogsSettled(canvasElement);
  },
};

/** WDR-34: the call never answers: the button spins. */
export const Sending: Story = {
  name: 'Enviando la solicitud',
  parameters: { simulator: { as: 'inversor', faults: [{ tipo: 'espera', ruta: withdrawalCreate.path }] } },
  play: async ({ canvasElement }) => {
    await requestWithdrawal(canvasElement, '100');
  },
};

/** WDR-33, WDR-35: the result with the server's message and the PIN. */
export const Result: Story = {
  name: 'Resultado de la solicitud',
  play: async ({ canvasElement }) => {
    await requestWithdrawal(canvasElement, '100');
    await page(canvasElement).findByRole(
      'dialog',
      { name: 'Resultado de la solicitud' },
      { timeout: 15_000 },
    );
    await dialogsSettled(canvasElement);
  },
};

/** WDR-35, WDR-37: a refusal (more than the balance); its message closes by itself after 6 seconds. */
export const Refused: Story = {
  name: 'Retiro rechazado',
  play: async ({ canvasElement }) => {
    await requestWithdrawal(canvasElement, '100000');
    await page(canvasElement).findByRole('alert');
  },
};

/** WDR-38..41: the remittance modal, from the all-withdrawals tab. */
export const Remittance: Story = {
  name: 'Retiro por remesa',
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await page(canvasElement).findByRole('button', { name: 'Retiro por remesa' }, { timeout: 15_000 }),
    );
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Retiro por remesa' });
    await userEvent.type(within(dialog).getByLabelText(/^Monto \(USDT\)/), '250');
  },
};

/** WDR-38: the remittance modal sent with only the amount: the browser stops at the first required field. */
export const RemittanceMissingFields: Story = {
  name: 'Remesa con campos faltantes',
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await page(canvasElement).findByRole('button', { name: 'Retiro por remesa' }, { timeout: 15_000 }),
    );
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Retiro por remesa' }));
    await userEvent.type(dialog.getByLabelText(/^Monto \(USDT\)/), '50');
    await userEvent.click(dialog.getByRole('button', { name: 'Solicitar retiro' }));
    await expect(dialog.getByRole('textbox', { name: /^Nombres/ })).toHaveFocus();
    await dialogsSettled(canvasElement);
  },
};

/** WDR-10: 'Añadir beneficiario' opens the add modal of the type (a stand-in here). */
export const AddBeneficiary: Story = {
  name: 'Añadir beneficiario',
  play: async ({ canvasElement }) => {
    await openTab(canvasElement, 'Transferencia nacional');
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Añadir beneficiario' }));
  },
};

/** A 375 px screen: cards instead of tables. */
export const Mobile: Story = { name: 'En un teléfono', globals: mobile };

/** A 375 px screen, national accounts. */
export const MobileNational: Story = {
  name: 'Transferencia nacional en un teléfono',
  globals: mobile,
  play: ({ canvasElement }) => openTab(canvasElement, 'Transferencia nacional'),
};
