import { Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { cardStrings } from '../strings';
import { ApplicationForm } from './application-form';
import { CardList } from './card-list';
import { CardResultModal } from './lazy-modals';
import { TransferForm } from './transfer-form';

type CardsTab = 'lista' | 'transferir' | 'agregar';
const t = cardStrings.tabs;

/**
 * '/cliente/user-tarjeta' 'Tarjetas' (ROUTE-18, CARD-01): the tabs 'Lista de Tarjetas', 'Transferir' and
 * 'Agregar Tarjeta', and the one message dialog of the card operations (CARD-27, CARD-36, CARD-41, CARD-42).
 */
export function CardsScreen(props: { initialTab?: CardsTab }) {
  const [tab, setTab] = useState<CardsTab>(props.initialTab ?? 'lista');
  const [message, setMessage] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {cardStrings.title}
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => setTab((value as CardsTab | null) ?? 'lista')}
        keepMounted={false}
      >
        <Tabs.List aria-label={t.label}>
          <Tabs.Tab value="lista">{t.list}</Tabs.Tab>
          <Tabs.Tab value="transferir">{t.transfer}</Tabs.Tab>
          <Tabs.Tab value="agregar">{t.add}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="lista" pt="lg">
          <CardList onMessage={setMessage} />
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
