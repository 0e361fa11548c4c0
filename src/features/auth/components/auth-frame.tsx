import { Box, Container, Group, Paper, Text, Title } from '@mantine/core';
import { type MouseEvent, type ReactNode, useContext } from 'react';
import { AuthHeaderSlot } from '@/shared/ui/auth-header-slot';
import { PageLive } from '@/shared/ui/page-live';
import publicPage from '@/shared/ui/public-page.module.css';
import { commonStrings } from '../strings';
import classes from './auth-frame.module.css';

/** The frame of every access screen: the product's name, a card with the screen's title, phone-first. */
export function AuthFrame(props: {
  title: string;
  children: ReactNode;
  width?: number;
  onContextMenu?: (event: MouseEvent<HTMLElement>) => void;
  /** A second card: under the first on a phone, beside it on a wide screen (the login's demo entry). */
  after?: ReactNode;
}) {
  const headerSlot = useContext(AuthHeaderSlot);
  const card = (
    <Paper withBorder shadow="sm" radius="md" className={publicPage.card}>
      <Title order={1} size="h2" mb="md">
        {props.title}
      </Title>
      {props.children}
    </Paper>
  );
  return (
    <Box
      component="main"
      mih="100dvh"
      bg="gray.0"
      className={publicPage.page}
      onContextMenu={props.onContextMenu}
    >
      <Container size={props.width ?? (props.after ? 960 : 460)} px="md">
        {headerSlot && <Group justify="flex-end">{headerSlot}</Group>}
        <Text fw={800} c="teal.9" ta="center" mb="sm" size="lg">
          {commonStrings.brand}
        </Text>
        {props.after ? (
          <div className={classes.pair}>
            {card}
            {props.after}
          </div>
        ) : (
          card
        )}
      </Container>
      <PageLive />
    </Box>
  );
}
