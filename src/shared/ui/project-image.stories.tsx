import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ProjectImage } from './project-image';

const meta = {
  title: 'Componentes/Imagen de proyecto',
  component: ProjectImage,
  parameters: { layout: 'padded' },
  argTypes: { loading: { control: 'select', options: ['lazy', 'eager'] } },
  args: { alt: 'Parque solar La Guajira', category: 'Energía renovable', w: 320, h: 180, radius: 'md' },
} satisfies Meta<typeof ProjectImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picture shown has loaded (never the broken-image icon), from the file `shows` names. */
const loadedFrom = async (canvasElement: HTMLElement, alt: string, shows: string) => {
  const img = within(canvasElement).getByRole<HTMLImageElement>('img', { name: alt });
  await waitFor(
    async () => {
      await expect(img.src).toContain(shows);
      await expect(img.complete && img.naturalWidth > 0).toBe(true);
    },
    { timeout: 5_000 },
  );
};

/** The project's own image, a path on the site (as the simulator's seed names them). */
export const OwnImage: Story = {
  name: 'Con imagen propia',
  args: { src: 'proyectos/energia.svg' },
  play: async ({ canvasElement }) =>
    loadedFrom(canvasElement, 'Parque solar La Guajira', 'proyectos/energia.svg'),
};

/** A link the client does not follow (not https): its category's illustration instead. */
export const RefusedLink: Story = {
  name: 'Enlace rechazado',
  args: {
    src: 'http://imagenes.example.com/cosecha.jpg',
    category: 'Agricultura',
    alt: 'Cosecha de café Huila',
  },
  play: async ({ canvasElement }) =>
    loadedFrom(canvasElement, 'Cosecha de café Huila', 'proyectos/agricultura.svg'),
};

/** An image that fails to load: its category's illustration replaces it. */
export const BrokenImage: Story = {
  name: 'Imagen que no carga',
  args: { src: 'proyectos/no-existe.jpg', category: 'Tecnología', alt: 'Plataforma de pagos digitales' },
  play: async ({ canvasElement }) =>
    loadedFrom(canvasElement, 'Plataforma de pagos digitales', 'proyectos/tecnologia.svg'),
};

/** No image at all (the text 'null', INVEST-06), and a category no illustration names: the generic one. */
export const NoImage: Story = {
  name: 'Sin imagen',
  args: { src: 'null', category: 'Minería', alt: 'Proyecto minero' },
  play: async ({ canvasElement }) => loadedFrom(canvasElement, 'Proyecto minero', 'proyectos/generico.svg'),
};
