import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { fn } from 'storybook/test';
import type { DemoProgress } from '@/contract/simulator';
import { DemoGuideCard, ShowDemoGuideButton } from './demo-guide-card';

const none: DemoProgress['pasos'] = {
  invertir: false,
  ofertar: false,
  comprar: false,
  depositar: false,
  tarjeta: false,
  intereses: false,
};
const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const meta = {
  title: 'Inicio/Guía de la demo',
  component: DemoGuideCard,
  argTypes: { hideRef: { control: false } },
  args: { pasos: none, onHide: fn() },
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
} satisfies Meta<typeof DemoGuideCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh demo: nothing tried yet. */
export const NoneDone: Story = { name: 'Ningún paso hecho' };

/** Three of the six steps done. */
export const SomeDone: Story = {
  name: 'Tres de seis pasos hechos',
  args: { pasos: { ...none, invertir: true, depositar: true, tarjeta: true } },
};

/** Everything tried: the card says so. */
export const AllDone: Story = {
  name: 'Todos los pasos hechos',
  args: {
    pasos: { invertir: true, ofertar: true, comprar: true, depositar: true, tarjeta: true, intereses: true },
  },
};

/** The first answer is awaited: no step is ticked or marked pending yet. */
export const Loading: Story = { name: 'Cargando', args: { pasos: undefined } };

/** The progress could not be read. */
export const Failed: Story = { name: 'Error al cargar', args: { pasos: undefined, failed: true } };

/** Some done, on a phone (one column). */
export const SomeDonePhone: Story = {
  name: 'Dos pasos hechos en un teléfono',
  args: { pasos: { ...none, invertir: true, ofertar: true } },
  globals: mobile,
};

/** Hidden: only the button that brings it back stays. */
export const Hidden: StoryObj<typeof ShowDemoGuideButton> = {
  name: 'Guía oculta',
  render: () => <ShowDemoGuideButton onShow={fn()} />,
};
