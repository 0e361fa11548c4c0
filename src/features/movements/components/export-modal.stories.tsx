import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { toMovementRow } from '../model/movement-rows';
import { ExportModal } from './export-modal';
import { sampleMovements } from './story-data';

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const meta = {
  title: 'Inicio/Modal de exportación de movimientos',
  component: ExportModal,
  argTypes: { currency: { control: 'select', options: ['USDT', '$'] } },
  args: {
    opened: true,
    onClose: fn(),
    rows: sampleMovements.map((m) => toMovementRow(m, 'USDT')),
    page: 2,
    totalPages: 4,
    currency: 'USDT',
    fileName: 'movimientos-pagina-2.pdf',
  },
} satisfies Meta<typeof ExportModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The export of the current page (MOV-10): 'Descargar PDF' builds the file and downloads it. */
export const Demo: Story = { name: 'En la demo (USDT)' };

/** Outside demo mode: the PDF's amount columns in $. */
export const NonDemo: Story = {
  name: 'Fuera de la demo ($)',
  args: { currency: '$', rows: sampleMovements.map((m) => toMovementRow(m, '$')) },
};

/** A 375 px screen. */
export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
