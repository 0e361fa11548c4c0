import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { simulatorClock } from '@/contract/simulator';
import { SimulatorClock } from './simulator-clock';
import { failingCall } from '../../../../.storybook/simulator';

const meta = {
  title: 'Simulador/Reloj del simulador',
  component: SimulatorClock,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
} satisfies Meta<typeof SimulatorClock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The simulated date, read from the simulator; each step moves it forward for every tab. */
export const FromSimulator: Story = { name: 'Fecha del simulador' };

/** The date is being read. */
export const Loading: Story = {
  name: 'Cargando',
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(`*${simulatorClock.path}`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
};

/** The simulator did not answer. */
export const Failed: Story = {
  name: 'Error al cargar',
  beforeEach: ({ msw }) => {
    msw.use(failingCall(simulatorClock.path));
  },
};
