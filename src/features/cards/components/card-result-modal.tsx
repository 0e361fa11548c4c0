import { Box, Button, Group, Modal, Text } from '@mantine/core';
import { cardStrings } from '../strings';

/**
 * CARD-27, CARD-36, CARD-41, CARD-42: the message of a card operation, a success text or the server's raw
 * error, with 'Aceptar'.
 */
export function CardResultModal(props: { message: string | null; onClose: () => void }) {
  return (
    <Modal opened={props.message !== null} onClose={props.onClose} withCloseButton={false} centered>
      {/* The title sits in the body: Mantine's modal header is a <header>, a second banner landmark to axe. */}
      <Modal.Title mb="md" fw={700} fz="lg">
        {cardStrings.resultTitle}
      </Modal.Title>
      <Box role="status">
        <Text style={{ whiteSpace: 'pre-wrap' }}>{props.message}</Text>
      </Box>
      <Group justify="flex-end" mt="lg">
        <Button onClick={props.onClose} data-autofocus>
          {cardStrings.accept}
        </Button>
      </Group>
    </Modal>
  );
}
