import { ImportStateModal } from './import-state-modal';
import { ResetDemoModal } from './reset-demo-modal';
import { ScenariosModal } from './scenarios-modal';
import type { StateDialog } from './state-dialogs';

export function StateDialogsContent(props: { dialog: StateDialog | null; onClose: () => void }) {
  const { dialog, onClose } = props;
  return (
    <>
      <ResetDemoModal opened={dialog?.kind === 'reset'} onClose={onClose} />
      <ImportStateModal file={dialog?.kind === 'import' ? dialog.file : null} onClose={onClose} />
      {dialog?.kind === 'scenarios' && <ScenariosModal opened onClose={onClose} />}
    </>
  );
}
