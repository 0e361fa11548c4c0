import { Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { DemoMail } from '@/contract/simulator';
import { formatDateTime } from '@/shared/format/date';
import { EmptyState } from '@/shared/ui/states/empty-state';
import { ErrorState } from '@/shared/ui/states/error-state';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { useDemoOutbox } from '../api/demo-outbox';
import { commonStrings, outboxStrings } from '../strings';
import { demoOutboxAvailable } from './demo-outbox-button';

/**
 * 'Correo de demostración': the messages the platform would have e-mailed to `email` (activation links,
 * password resets), each with its subject, date, text and a button that follows its link inside the app.
 */
export function DemoOutboxModal(props: { email: string | null; onClose: () => void }) {
  const { email, onClose } = props;
  const opened = email !== null && demoOutboxAvailable();
  const outbox = useDemoOutbox(email ?? '', opened);
  const navigate = useNavigate();

  const follow = (link: string) => {
    onClose();
    void navigate({ href: link });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={outboxStrings.title}
      size="lg"
      closeButtonProps={{ 'aria-label': commonStrings.close }}
    >
      {email !== null && (
        <Stack gap="md">
          <Text size="sm">{outboxStrings.explanation(email)}</Text>
          {outbox.isPending && <LoadingState shape="lines" count={4} label={commonStrings.loading} />}
          {outbox.isError && (
            <ErrorState
              message={outboxStrings.error}
              onRetry={() => void outbox.refetch()}
              retrying={outbox.isFetching}
            />
          )}
          {outbox.data?.length === 0 && (
            <EmptyState title={outboxStrings.empty(email)} icon={<IconMail size={24} stroke={1.6} />} />
          )}
          {outbox.data?.map((mail: DemoMail) => (
            <Card
              key={mail.id}
              withBorder
              radius="md"
              padding="md"
              component="article"
              aria-label={mail.subject}
            >
              <Stack gap={6}>
                <Text fw={700}>{mail.subject}</Text>
                <Text size="xs" c="gray.7">
                  {outboxStrings.sentAt(formatDateTime(mail.fecha))}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {mail.body}
                </Text>
                {mail.link !== null && (
                  <Group>
                    <Button size="sm" onClick={() => follow(mail.link ?? '/')}>
                      {outboxStrings.follow}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
