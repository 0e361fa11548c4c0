import { Modal } from '@mantine/core';
import { simulatorStrings } from '../strings';
import { SimulatorTools } from './simulator-tools';
import type { StateActionsProps } from './state-actions';

/** The simulator menu as a dialog, for screens without a sidebar (the login screen). */
export function SimulatorMenuModal(props: StateActionsProps & { opened: boolean; onClose: () => void }) {
  const { opened, onClose, ...actions } = props;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={simulatorStrings.menu.title}
      closeButtonProps={{ 'aria-label': simulatorStrings.closeDialog }}
    >
      <SimulatorTools {...actions} />
    </Modal>
  );
}
