import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { MovementRow } from '../model/movement-rows';
import { movementsStrings } from '../strings';
import { downloadBlob } from '@/shared/download-file';

export interface ExportModalProps {
  opened: boolean;
  onClose: () => void;
  /** The current page's movements (MOV-10: the export is a PDF of the current page). */
  rows: readonly MovementRow[];
  page: number;
  totalPages: number;
  currency: string;
  /** The name the file is saved under: the list response's pdf file name. */
  fileName: string;
}

/**
 * MOV-10: the export modal. Its own code loads when it first opens; jspdf and jspdf-autotable load only when
 * the client asks for the file, then the PDF of the current page downloads under the server's file name.
 */
export function ExportModal(props: ExportModalProps) {
  const s = movementsStrings.exportModal;
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { buildMovementsPdf } = await import('../model/movements-pdf');
      const blob = buildMovementsPdf({
        rows: props.rows,
        page: props.page,
        totalPages: props.totalPages,
        currency: props.currency,
        generatedAt: new Date(),
      });
      downloadBlob(blob, props.fileName);
      props.onClose();
    } catch (error) {
      console.warn('No se pudo generar el PDF de movimientos', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={s.title}
      closeButtonProps={{ 'aria-label': s.close }}
    >
      <Stack gap="md">
        <Text>{s.text(props.page, props.totalPages)}</Text>
        <Text size="sm" c="gray.7">
          {s.fileName(props.fileName)}
        </Text>
        {failed && (
          <Alert color="red" role="alert">
            {s.failed}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} disabled={busy}>
            {s.cancel}
          </Button>
          <Button onClick={() => void download()} loading={busy}>
            {s.download}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
