import type { WithdrawalType } from '@/contract/withdrawals';

/** The tabs (WDR-02): all withdrawals (type empty), then the types 1, 2 and 3 in that order. */
export const withdrawalTabs = ['todos', 'nacional', 'internacional', 'cripto'] as const;
export type WithdrawalTab = (typeof withdrawalTabs)[number];

/** What 'Retiro' shows, kept in the URL by its route: the open tab. */
export interface WithdrawalSearch {
  pestana: WithdrawalTab;
}

export const withdrawalSearchDefaults: WithdrawalSearch = { pestana: 'todos' };

/** The withdrawal type a tab lists the beneficiaries of; null for all withdrawals. */
export const typeOfTab = (tab: WithdrawalTab): WithdrawalType | null =>
  tab === 'todos' ? null : (withdrawalTabs.indexOf(tab) as WithdrawalType);
