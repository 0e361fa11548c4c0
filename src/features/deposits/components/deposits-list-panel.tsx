import { useDepositsList } from '../api/deposits-list';
import type { SearchStateProps } from '@/shared/search-state';
import { useDeferredQuery } from '@/shared/ui/use-deferred-data';
import { DepositsListView, type DepositListSearch } from './deposits-list-view';

/** 'Mis depósitos' with its data (API-38); a failed load has ended the session (ERR-04). */
export function DepositsListPanel(props: SearchStateProps<DepositListSearch>) {
  const query = useDeferredQuery(useDepositsList());
  return (
    <DepositsListView
      {...props}
      status={query.isPending ? 'pending' : query.isError && !query.data ? 'error' : 'success'}
      deposits={query.data?.data ?? []}
      fetching={query.isFetching && !query.isPending}
    />
  );
}
