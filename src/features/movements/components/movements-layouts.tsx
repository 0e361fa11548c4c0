import { Box } from '@mantine/core';
import { useViewportBelow } from '@/shared/ui/use-viewport-below';
import type { MovementRow } from '../model/movement-rows';
import { MovementsCardList } from './movements-card-list';
import { MovementsTable } from './movements-table';

/**
 * Movements as a table from Mantine's 'sm' (48em) and as cards below it (MOV-01, MOV-02), CSS showing one. On a
 * phone the table could never show, and is not built.
 */
export function MovementsLayouts({ rows }: { rows: readonly MovementRow[] }) {
  const cardsOnly = useViewportBelow(48);
  return (
    <>
      {!cardsOnly && (
        <Box visibleFrom="sm" data-layout="table">
          <MovementsTable rows={rows} />
        </Box>
      )}
      <Box hiddenFrom="sm" data-layout="cards">
        <MovementsCardList rows={rows} />
      </Box>
    </>
  );
}
