import { Modal, Text } from '@mantine/core';
import { shellStrings } from '../strings';

const t = shellStrings.rightClick;

/** SHELL-13: the dismissible warning '¡Hola aquí no puedes usar Click derecho!' (close button, Escape, outside). */
export function RightClickModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={t.title} closeButtonProps={{ 'aria-label': t.close }}>
      <Text>{t.message}</Text>
    </Modal>
  );
}
