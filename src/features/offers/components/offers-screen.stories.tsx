import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { fn } from 'storybook/test';
import { useSession } from '@/shared/session/session-store';
import { OffersScreen } from './offers-screen';
import { answers, endless, mobile } from './story-fixtures';

const meta = {
  title: 'offers/OffersScreen',
  component: OffersScreen,
  args: { investModal: fn(() => null) },
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
  beforeEach: () => {
    useSession.setState({ token: 'story-token' });
    return () => useSession.setState({ token: null });
  },
  parameters: { msw: { handlers: answers() } },
} satisfies Meta<typeof OffersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** OFFER-01: the landing 'Ofertas' with 'Continuar'. */
export const Landing: Story = {};

/** The list is loading ('Cargando...'). */
export const Loading: Story = {
  args: { initialView: 'ofertas' },
  parameters: { msw: { handlers: endless } },
};

/** OFFER-04..OFFER-07: my offers in demo mode (USDT), one without expiry. */
export const MyOffersDemo: Story = { args: { initialView: 'ofertas' } };

/** The same outside demo mode ($). */
export const MyOffersNonDemo: Story = {
  args: { initialView: 'ofertas' },
  parameters: { msw: { handlers: answers({ demo: false }) } },
};

/** OFFER-08: no offers. */
export const MyOffersEmpty: Story = {
  args: { initialView: 'ofertas' },
  parameters: { msw: { handlers: answers({ empty: true }) } },
};

/** ROLE-10, MYPROJ-01..MYPROJ-03: an issuer's own projects; a row opens the invest modal (MYPROJ-05). */
export const MyProjectsIssuer: Story = { args: { initialView: 'proyectos' } };

/** ROLE-11, MYPROJ-04, MYPROJ-11: a client without own projects, with the advice and the office link. */
export const MyProjectsNonIssuer: Story = {
  args: { initialView: 'proyectos' },
  parameters: { msw: { handlers: answers({ demo: false, issuer: false }) } },
};

/** Cards on a phone. */
export const MyOffersMobile: Story = { args: { initialView: 'ofertas' }, globals: mobile };
export const MyProjectsMobile: Story = { args: { initialView: 'proyectos' }, globals: mobile };
