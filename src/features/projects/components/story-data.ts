/**
 * Shared pieces of the projects stories (imported by *.stories.tsx only): the phone viewport, and loaders
 * that read real rows from the simulator with the feature's own calls, for the modals that take a project or
 * an offer. Storybook runs loaders before the story's server starts, so each one starts a server of its own
 * as the persona; the story's fresh server holds the same seed, so the row read is there under the same id.
 */
import { startStoryServer, type SimulatorParameters } from '../../../../.storybook/simulator';
import { fetchPrimaryProjects } from '../api/projects-list';
import { fetchSecondaryProjects } from '../api/secondary-projects';
import { noFilters } from '../model/filters';
import type { Project, SecondaryOfferDetail } from '@/contract/projects';

export const mobile = { viewport: { value: 'mobile1', isRotated: false } };

type PersonaKey = NonNullable<SimulatorParameters['as']>;

/** Every listed primary project on the simulator, as the persona's listing shows them, page by page. */
async function listedProjects(as: PersonaKey): Promise<Project[]> {
  await startStoryServer({ as });
  const first = await fetchPrimaryProjects(noFilters, 1);
  const rows = [...first.data];
  for (let page = 2; page <= first.total_pages; page += 1)
    rows.push(...(await fetchPrimaryProjects(noFilters, page)).data);
  return rows;
}

/** A loader: `loaded.project` is the first listed project that `pick` accepts. */
export const projectLoader =
  (pick: (p: Project) => boolean = () => true, as: PersonaKey = 'demo') =>
  async () => {
    const project = (await listedProjects(as)).find(pick);
    if (!project) throw new Error('no such listed project in the seed');
    return { project };
  };

/** A loader: `loaded.offer` is the first offer on the secondary market's first page that `pick` accepts. */
export const offerLoader =
  (pick: (o: SecondaryOfferDetail) => boolean = () => true, as: PersonaKey = 'demo') =>
  async () => {
    await startStoryServer({ as });
    const offer = (await fetchSecondaryProjects(noFilters, 1)).data.find(pick);
    if (!offer) throw new Error('no such secondary offer in the seed');
    return { offer };
  };
