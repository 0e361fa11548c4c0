import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { fn } from 'storybook/test';
import { noFilters } from '../model/filters';
import { SecondaryListing } from './secondary-listing';
import { answers, listsPending, mobile, storySession } from './story-data';

const meta = {
  title: 'projects/SecondaryListing',
  component: SecondaryListing,
  args: { filters: noFilters, page: 1, onPage: fn(), currency: 'USDT', onBuy: fn() },
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
  beforeEach: storySession,
  parameters: { msw: { handlers: answers('active') } },
} satisfies Meta<typeof SecondaryListing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PROJ-29, SEC-01: the welcome text and the offers, each with 'Comprar' (demo: USDT). */
export const Offers: Story = {};
/** Outside demo mode. */
export const NonDemo: Story = {
  args: { currency: '$' },
  parameters: { msw: { handlers: answers('inactive') } },
};
/** PROJ-25: page 2 of the secondary market. */
export const SecondPage: Story = { args: { page: 2 } };
/** While the list loads. */
export const Loading: Story = { parameters: { msw: { handlers: [...listsPending, ...answers('active')] } } };
/** PROJ-28: an empty secondary market. */
export const Empty: Story = { parameters: { msw: { handlers: answers('active', { offers: [] }) } } };
/** PROJ-27: filters set and nothing found. */
export const NothingFound: Story = { args: { filters: { ...noFilters, riesgo: 'A++' } } };
export const Mobile: Story = { globals: mobile };
