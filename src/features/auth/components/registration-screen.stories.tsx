import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { register } from '@/contract/auth';
import { RegistrationScreen } from './registration-screen';
import { mobile, screenOf } from './story-helpers';

const meta = {
  title: 'Acceso/Pantalla de registro',
  component: RegistrationScreen,
  parameters: { router: { initialPath: '/nueva-cuenta' } },
} satisfies Meta<typeof RegistrationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills every field, ticks the terms and closes them with Continuar. */
async function fill(canvasElement: HTMLElement, confirmar = 'clave123', email = 'ana@correo.test') {
  const canvas = await screenOf(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.type(canvas.getByRole('textbox', { name: /Nombre completo/ }), 'Ana Pérez');
  await userEvent.type(canvas.getByRole('textbox', { name: /Correo electrónico/ }), email);
  await userEvent.type(canvas.getByLabelText(/^Contraseña/), 'clave123');
  await userEvent.type(canvas.getByLabelText(/^Confirmar contraseña/), confirmar);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /¿Cómo nos conoció\?/ }), 'Google');
  await userEvent.click(canvas.getByRole('checkbox', { name: /Acepto los términos/ }));
  await userEvent.click(await body.findByRole('button', { name: 'Continuar' }));
}

async function submit(canvasElement: HTMLElement) {
  await userEvent.click((await screenOf(canvasElement)).getByRole('button', { name: '¡Abrir mi cuenta!' }));
}

/** Every field empty, the terms unticked. */
export const Empty: Story = { name: 'Formulario vacío' };

/** Every field filled and the terms accepted. */
export const Filled: Story = {
  name: 'Formulario completo',
  play: async ({ canvasElement }) => fill(canvasElement),
};

/** Ticking the terms opens the long terms-and-conditions modal (REG-07). */
export const TermsOpen: Story = {
  name: 'Términos y condiciones abiertos',
  play: async ({ canvasElement }) => {
    await userEvent.click(
      (await screenOf(canvasElement)).getByRole('checkbox', { name: /Acepto los términos/ }),
    );
  },
};

/** The confirmation differs from the password: nothing is sent, the field says why (REG-13). */
export const ConfirmationMismatch: Story = {
  name: 'Confirmación que no coincide',
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'otra-clave');
    await submit(canvasElement);
    await expect(
      within(canvasElement).getByText('La confirmación no coincide con la contraseña.'),
    ).toBeInTheDocument();
  },
};

/** The register call never answers: the button keeps its spinner. */
export const Loading: Story = {
  name: 'Enviando',
  parameters: { simulator: { faults: [{ tipo: 'espera', ruta: register.path }] } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await submit(canvasElement);
  },
};

/** The simulator's success message: the button is 'Iniciar sesión', and the demo outbox is offered (REG-15). */
export const Success: Story = {
  name: 'Registro exitoso',
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await submit(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('button', { name: 'Iniciar sesión' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  },
};

/** Any other message, here the simulator's refusal of the demo investor's address: 'Aceptar' (REG-16). */
export const EmailTaken: Story = {
  name: 'Correo ya registrado',
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'clave123', 'demo@simulador.test');
    await submit(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('button', { name: 'Aceptar' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  },
};

export const Mobile: Story = { name: 'En un teléfono', globals: mobile };

export const MobileTermsOpen: Story = {
  name: 'Términos abiertos en un teléfono',
  globals: mobile,
  play: TermsOpen.play,
};
