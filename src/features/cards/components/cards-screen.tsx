import { Stack, Tabs } from '@mantine/core';
import { ScreenTitle } from '@/shared/ui/screen-title';
import { useState } from 'react';
import { useSearchState, type SearchStateProps } from '@/shared/search-state';
import { cardsSearchDefaults, type CardsSearch, type CardsTab } from '../model/cards-search';
import { cardStrings } from '../strings';
import { ApplicationForm } from './application-form';
import { CardList } from './card-list';
import { CardResultModal } from './card-result-modal';
import { TransferForm } from './transfer-form';
import { TabBar } from '@/shared/ui/tab-bar';

const t = cardStrings.tabs;

/**
 * '/cliente/user-tarjeta' 'Tarjetas' (ROUTE-18, CARD-01): the tabs 'Lista de tarjetas', 'Transferir' and
 * 'Agregar tarjeta', and the one message dialog of the card operations (CARD-27, CARD-36, CARD-41, CARD-42).
 * The route keeps the open tab and the list's page in the URL's search.
 */
export function CardsScreen({
  initialTab = 'lista',
  ...props
}: SearchStateProps<CardsSearch> & { initialTab?: CardsTab }) {
  const [state, update] = useSearchState(props, { ...cardsSearchDefaults, pestana: initialTab });
  const tab = state.pestana;
  const setTab = (pestana: CardsTab) => update({ pestana });
  const [message, setMessage] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <ScreenTitle>{cardStrings.title}</ScreenTitle>
      <Tabs
        value={tab}
        onChange={(value) => setTab((value as CardsTab | null) ?? 'lista')}
        keepMounted={false}
      >
        <TabBar aria-label={t.label}>
          <Tabs.Tab value="lista">{t.list}</Tabs.Tab>
          <Tabs.Tab value="transferir">{t.transfer}</Tabs.Tab>
          <Tabs.Tab value="agregar">{t.add}</Tabs.Tab>
        </TabBar>
        <Tabs.Panel value="lista" pt="lg">
          <CardList onMessage={setMessage} page={state.pagina} onPage={(pagina) => update({ pagina })} />
        </Tabs.Panel>
        <Tabs.Panel value="transferir" pt="lg">
          <TransferForm onMessage={setMessage} />
        </Tabs.Panel>
        <Tabs.Panel value="agregar" pt="lg">
          <ApplicationForm
            onMessage={setMessage}
            onApplied={(text) => {
              setTab('lista');
              setMessage(text);
            }}
          />
        </Tabs.Panel>
      </Tabs>
      <CardResultModal message={message} onClose={() => setMessage(null)} />
    </Stack>
  );
}
