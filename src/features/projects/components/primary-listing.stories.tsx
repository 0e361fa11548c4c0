import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { http, HttpResponse } from 'msw';
import { fn } from 'storybook/test';
import { projectsList } from '@/contract/projects';
import { noFilters } from '../model/filters';
import { PrimaryListing } from './primary-listing';
import { answers, listsPending, mobile, primaryMatchingAnyFilter, storySession } from './story-data';

const meta = {
  title: 'projects/PrimaryListing',
  component: PrimaryListing,
  args: {
    filters: noFilters,
    page: 1,
    onPage: fn(),
    layout: 'list',
    mode: 'classic',
    currency: 'USDT',
    onOpen: fn(),
  },
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
  beforeEach: storySession,
  parameters: { msw: { handlers: answers('active') } },
} satisfies Meta<typeof PrimaryListing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PROJ-07, PROJ-11, PROJ-12: the simple table-like list (the default layout). */
export const List: Story = {};
/** PROJ-07: map/card view, grouped by country. */
export const CardMap: Story = { args: { layout: 'map' } };
/** PROJ-07, PROJ-19: detailed cards with 'Invertir'. */
export const Detailed: Story = { args: { layout: 'detailed' } };
/** PROJ-07: grid of cards. */
export const Grid: Story = { args: { layout: 'grid' } };
/** PROJ-08: minimal mode. */
export const Minimal: Story = { args: { layout: 'detailed', mode: 'minimal' } };
/** PROJ-08: large icons. */
export const LargeIcons: Story = { args: { layout: 'grid', mode: 'largeIcons' } };
/** PROJ-09, PROJ-10: best sellers: the legend and the relevancia colours. */
export const BestSellers: Story = { args: { mode: 'bestSellers' } };
/** The same on cards. */
export const BestSellersCards: Story = { args: { layout: 'grid', mode: 'bestSellers' } };
/** PROJ-13..17: every column filter set; the answer is taken as a match here. */
export const Highlighted: Story = {
  args: { filters: { ...noFilters, pais: 'CO', tipo: '1', riesgo: 'A', rango: 10, vencimiento: '3' } },
  parameters: { msw: { handlers: [primaryMatchingAnyFilter(), ...answers('active')] } },
};
/** PROJ-26: before the list loads. */
export const BeforeLoad: Story = {
  parameters: { msw: { handlers: [...listsPending, ...answers('active')] } },
};
/** PROJ-26: no project and no filter. */
export const NoProjects: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*${projectsList.path}`, () =>
          HttpResponse.json({ data: [], page: 1, total_pages: 1, cantidad: 0 }),
        ),
        ...answers('active'),
      ],
    },
  },
};
/** PROJ-27: filters set and nothing found. */
export const NothingFound: Story = { args: { filters: { ...noFilters, riesgo: 'Alto', vencimiento: '1' } } };
/** PROJ-21..23: the last page. */
export const LastPage: Story = { args: { page: 3 } };
/** 375 px: the list scrolls sideways. */
export const Mobile: Story = { globals: mobile };
/** 375 px, detailed cards. */
export const MobileCards: Story = { args: { layout: 'detailed' }, globals: mobile };
