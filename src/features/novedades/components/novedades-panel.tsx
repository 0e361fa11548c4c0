import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type MouseEvent } from 'react';
import type { Novedad } from '@/contract/novedades';
import { formatMoney } from '@/shared/format/money';
import { formatDateTime } from '@/shared/format/date';
import { Pager } from '@/shared/ui/list/pager';
import { EmptyState } from '@/shared/ui/states/empty-state';
import { ErrorState } from '@/shared/ui/states/error-state';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { novedadesListQuery } from '../api/novedades-list';
import { useNovedadesRead } from '../api/novedades-read';
import { screenOf } from '../model/screen-of';
import { novedadesStrings as t } from '../strings';
import classes from './novedades-bell.module.css';

export interface NovedadesPanelProps {
  /** Closes the list (a news item followed). */
  onClose: () => void;
}

/**
 * NEWS-06: the client's news, newest first, the unread ones marked; each opens its screen and is marked read;
 * 'Marcar todas como leídas' marks them all. Loading, empty and error states of its own.
 */
export function NovedadesPanel({ onClose }: NovedadesPanelProps) {
  const [page, setPage] = useState(1);
  const query = useQuery(novedadesListQuery(page));
  const markRead = useNovedadesRead();
  const navigate = useNavigate();
  const data = query.data;

  const open = (item: Novedad) => {
    if (item.leida === 0) markRead.mutate({ ids: [item.id] });
    onClose();
    void navigate({ to: screenOf(item.enlace).path });
  };

  return (
    <Stack gap="xs">
      {data && data.cantidad > 0 && (
        <Group justify="flex-end">
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={data.sin_leer === 0}
            loading={markRead.isPending && markRead.variables?.todas === true}
            onClick={() => markRead.mutate({ todas: true })}
          >
            {t.markAll}
          </Button>
        </Group>
      )}
      {query.isError && !data ? (
        <ErrorState message={t.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !data ? (
        <LoadingState shape="lines" count={3} label={t.loading} />
      ) : data.cantidad === 0 ? (
        <EmptyState title={t.empty} text={t.emptyText} />
      ) : (
        <>
          <ul className={classes.list} aria-label={t.title}>
            {data.datos.map((item) => (
              <li key={item.id}>
                <NovedadItem item={item} onOpen={open} />
              </li>
            ))}
          </ul>
          {data.total_pages > 1 && (
            <Pager
              label={t.pager}
              page={data.page}
              totalPages={data.total_pages}
              onPage={setPage}
              busy={query.isFetching}
              mt="xs"
            />
          )}
        </>
      )}
    </Stack>
  );
}

function NovedadItem({ item, onOpen }: { item: Novedad; onOpen: (item: Novedad) => void }) {
  const screen = screenOf(item.enlace);
  const unread = item.leida === 0;
  return (
    <UnstyledButton
      component="a"
      href={screen.path}
      className={classes.item}
      data-unread={unread || undefined}
      onClick={(event: MouseEvent) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onOpen(item);
      }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
        <Text fw={unread ? 700 : 600} size="sm">
          {item.titulo}
          {unread && (
            <Text component="span" size="xs" c="blue.8" fw={700} ml={6} style={{ whiteSpace: 'nowrap' }}>
              · {t.unread}
            </Text>
          )}
        </Text>
        {item.monto !== null && (
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            USDT {formatMoney(item.monto)}
          </Text>
        )}
      </Group>
      <Text size="sm">{item.detalle}</Text>
      <Text size="xs" c="gray.7">
        {formatDateTime(item.fecha)} · {screen.title}
      </Text>
    </UnstyledButton>
  );
}
