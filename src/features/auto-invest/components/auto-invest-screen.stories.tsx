import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { strategiesList, strategyPreview } from '@/contract/strategies';
import { AutoInvestScreen } from './auto-invest-screen';

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const meta = {
  title: 'Inversión automática/Pantalla de inversión automática',
  component: AutoInvestScreen,
  // The demo investor on the simulator; a scenario gives it strategies.
  parameters: { layout: 'padded', simulator: { as: 'demo' } },
} satisfies Meta<typeof AutoInvestScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** AUTO-12: no strategy yet. */
export const Empty: Story = {
  name: 'Sin estrategias',
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Aún no tiene estrategias de inversión automática.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  },
};

/** AUTO-12, AUTO-14: an active strategy that invested and a paused one. */
export const WithStrategies: Story = {
  name: 'Con estrategias',
  parameters: { simulator: { as: 'demo', scenario: 'autoStrategies' } },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole(
      'article',
      { name: 'Agro y energía' },
      { timeout: 15_000 },
    );
    await expect(within(card).getByText('Activa')).toBeInTheDocument();
  },
};

/** AUTO-12 at a phone's width: the cards stack, nothing scrolls sideways. */
export const Phone: Story = {
  name: 'En un teléfono',
  parameters: { simulator: { as: 'demo', scenario: 'autoStrategies' } },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('article', { name: 'Solo riesgo bajo' }, { timeout: 15_000 });
  },
};

/** AUTO-13: the form of a new strategy, with its checks shown. */
export const NewStrategyForm: Story = {
  name: 'Nueva estrategia con errores',
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Nueva estrategia' }, { timeout: 15_000 }),
    );
    const form = await body(canvasElement).findByRole('dialog', { name: 'Nueva estrategia' });
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await expect(
      await within(form).findByText('El nombre de la estrategia es requerido'),
    ).toBeInTheDocument();
  },
};

/** AUTO-15: the investments a strategy made. */
export const Investments: Story = {
  name: 'Inversiones de una estrategia',
  parameters: { simulator: { as: 'demo', scenario: 'autoStrategies' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole(
        'button',
        { name: 'Ver inversiones de Agro y energía' },
        { timeout: 15_000 },
      ),
    );
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Inversiones de Agro y energía' });
    await within(dialog).findByRole('table', { name: 'Inversiones automáticas' });
  },
};

export const Loading: Story = {
  name: 'Cargando',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'espera', ruta: strategiesList.path }] } },
};

/** AUTO-12: the list could not be loaded: the message and 'Reintentar'. */
export const ListError: Story = {
  name: 'Error al cargar',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'error', ruta: strategiesList.path }] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No se pudieron cargar las estrategias.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  },
};

/** What a designer's latency (300 ms) and the form's pause before it asks (400 ms) may take. */
const wait = { timeout: 5_000 };

/** Opens 'Nueva estrategia' and answers its dialog. */
async function openNewStrategy(canvasElement: HTMLElement) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Nueva estrategia' }, { timeout: 15_000 }),
  );
  return body(canvasElement).findByRole('dialog', { name: 'Nueva estrategia' });
}

/** The form's 'Con estos criterios' section. */
const previewOf = (form: HTMLElement) => within(form).getByRole('region', { name: 'Con estos criterios' });

/** AUTO-17: under the fields, how many open projects match and what creating the strategy would invest now. */
export const PreviewFilled: Story = {
  name: 'Nueva estrategia: lo que invertiría',
  play: async ({ canvasElement }) => {
    const form = await openNewStrategy(canvasElement);
    const preview = previewOf(form);
    await expect(
      await within(preview).findByText(
        /^Coinciden \d+ proyectos abiertos\. Invertiría USDT [\d,.]+ ahora en( \d+ de ellos| uno de ellos)?:$/,
        {},
        wait,
      ),
    ).toBeInTheDocument();
    await expect(within(preview).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** AUTO-17 at a phone's width: the section and its project names wrap inside the form. */
export const PreviewPhone: Story = {
  name: 'Nueva estrategia: lo que invertiría, en un teléfono',
  globals: mobile,
  play: PreviewFilled.play,
};

/** AUTO-17: no open project matches the fields; the strategy waits for one. */
export const PreviewNoMatch: Story = {
  name: 'Nueva estrategia: ningún proyecto coincide',
  play: async ({ canvasElement }) => {
    const form = await openNewStrategy(canvasElement);
    for (const [name, value] of [
      [/Plazo mínimo/, '1'],
      [/Plazo máximo/, '1'],
    ] as const) {
      const field = within(form).getByRole('textbox', { name });
      await userEvent.clear(field);
      await userEvent.type(field, value);
    }
    await expect(
      await within(previewOf(form)).findByText('Ningún proyecto abierto coincide ahora', {}, wait),
    ).toBeInTheDocument();
  },
};

/** AUTO-17: a field the rules refuse: the section asks for the fields instead of guessing. */
export const PreviewIncomplete: Story = {
  name: 'Nueva estrategia: campos incompletos',
  play: async ({ canvasElement }) => {
    const form = await openNewStrategy(canvasElement);
    const amount = within(form).getByRole('textbox', { name: /Monto por proyecto/ });
    await userEvent.clear(amount);
    await expect(
      await within(previewOf(form)).findByText(
        'Complete los campos para ver qué proyectos abiertos coinciden y cuánto invertiría.',
        {},
        wait,
      ),
    ).toBeInTheDocument();
  },
};

/** AUTO-17: the server has not answered yet: the section's loading state. */
export const PreviewLoading: Story = {
  name: 'Nueva estrategia: calculando',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'espera', ruta: strategyPreview.path }] } },
  play: async ({ canvasElement }) => {
    const form = await openNewStrategy(canvasElement);
    await expect(within(previewOf(form)).getByRole('status')).toHaveTextContent(
      'Calculando qué proyectos abiertos coinciden...',
    );
  },
};

/** AUTO-17: the server failed: the section's error, with 'Reintentar'. */
export const PreviewError: Story = {
  name: 'Nueva estrategia: no se pudo calcular',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'error', ruta: strategyPreview.path }] } },
  play: async ({ canvasElement }) => {
    const form = await openNewStrategy(canvasElement);
    const alert = await within(previewOf(form)).findByRole('alert', {}, wait);
    await expect(alert).toHaveTextContent('No se pudo calcular qué proyectos abiertos coinciden.');
    await expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  },
};

/** AUTO-17: editing an active strategy: what matches, and that saving invests nothing at once. */
export const PreviewEditing: Story = {
  name: 'Editar estrategia: guardar no invierte ahora',
  parameters: { simulator: { as: 'demo', scenario: 'autoStrategies' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole(
        'button',
        { name: 'Editar la estrategia Agro y energía' },
        { timeout: 15_000 },
      ),
    );
    const form = await body(canvasElement).findByRole('dialog', { name: 'Editar estrategia' });
    await expect(
      await within(previewOf(form)).findByText(/Guardar los cambios no invierte ahora/, {}, wait),
    ).toBeInTheDocument();
  },
};

/** AUTO-18: 'Reanudar' asks first, saying what the resume invests at once and where. */
export const ResumeQuestion: Story = {
  name: 'Reanudar: lo que invertirá ahora',
  parameters: { simulator: { as: 'demo', scenario: 'strategyToResume' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole(
        'button',
        { name: 'Reanudar la estrategia Renta estable' },
        { timeout: 15_000 },
      ),
    );
    const question = await body(canvasElement).findByRole('dialog', {
      name: '¿Reanudar la estrategia Renta estable?',
    });
    await expect(
      await within(question).findByText(
        /^Al reanudar, la estrategia invertirá ahora USDT [\d,.]+ en \d+ proyectos abiertos que coinciden:$/,
        {},
        wait,
      ),
    ).toBeInTheDocument();
    await expect(within(question).getByRole('button', { name: 'Reanudar' })).toBeEnabled();
  },
};

/** AUTO-18: nothing open matches the paused strategy: the resume invests nothing yet. */
export const ResumeNothing: Story = {
  name: 'Reanudar: ningún proyecto coincide',
  parameters: { simulator: { as: 'demo', scenario: 'autoStrategies' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole(
        'button',
        { name: 'Reanudar la estrategia Solo riesgo bajo' },
        { timeout: 15_000 },
      ),
    );
    const question = await body(canvasElement).findByRole('dialog', {
      name: '¿Reanudar la estrategia Solo riesgo bajo?',
    });
    await expect(
      await within(question).findByText(
        'Ningún proyecto abierto coincide ahora: al reanudar no invertirá nada hasta que se abra uno que coincida.',
        {},
        wait,
      ),
    ).toBeInTheDocument();
  },
};
