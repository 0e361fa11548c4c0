import type { Relevancia } from '@/contract/projects';

/**
 * PROJ-10: relevancia 1, 2 and 3 map to three colour styles; reading: 1 is the hottest offer (rank 1),
 * 3 the standard one. Colours are Mantine palette entries at shades that keep text contrast.
 */
export const relevanceStyles: Readonly<
  Record<Relevancia, { color: string; tone: 'hot' | 'medium' | 'standard' }>
> = {
  1: { color: 'red.8', tone: 'hot' },
  2: { color: 'orange.9', tone: 'medium' },
  3: { color: 'blue.8', tone: 'standard' },
};

export const relevanceOrder: readonly Relevancia[] = [1, 2, 3];

export function relevanceStyle(relevancia: number) {
  return relevanceStyles[relevancia === 1 || relevancia === 2 ? relevancia : 3];
}
