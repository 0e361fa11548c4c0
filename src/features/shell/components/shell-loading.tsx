import { PageLoading } from '@/shared/ui/states/page-loading';
import { shellStrings } from '../strings';

/** SHELL-14: what the client area shows while its data loads: 'Cargando...'. */
export function ShellLoading() {
  return <PageLoading label={shellStrings.loading} />;
}
