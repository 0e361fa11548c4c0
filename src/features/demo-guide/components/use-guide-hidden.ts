import { useLocalStorage } from '@mantine/hooks';
import { hiddenStorageKey } from '../model/steps';

/**
 * Whether this client hid the checklist in this browser: kept in localStorage per client, so it survives
 * reloads and sign-outs and another client on the same browser still sees theirs. Read at once (not after
 * the first paint), so a hidden card never flashes on a reload.
 */
export function useGuideHidden(clientId: number) {
  return useLocalStorage<boolean>({
    key: hiddenStorageKey(clientId),
    defaultValue: false,
    getInitialValueInEffect: false,
  });
}
