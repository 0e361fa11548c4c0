import { useMutation } from '@tanstack/react-query';
import { simulatorExport, simulatorImport, simulatorReset } from '@/contract/simulator';
import { apiFetch } from '@/shared/api/api-fetch';
import { stateFileName } from '../model/state-file-name';
import { announceStateChange } from './state-broadcast';

/** Simulator only: POST /api/simulador/reiniciar. Every tab's session ends (the server has none left). */
export function useResetDemo() {
  return useMutation({
    mutationFn: () => apiFetch(simulatorReset, {}),
    onSuccess: () => announceStateChange('reset'),
  });
}

/** Simulator only: POST /api/simulador/importar with the chosen file; a refusal leaves everything as it was. */
export function useImportState() {
  return useMutation({
    mutationFn: (file: File) => apiFetch(simulatorImport, { archivo: file }),
    onSuccess: () => announceStateChange('imported'),
  });
}

/** Simulator only: GET /api/simulador/exportar, saved as 'simulador-AAAA-MM-DD.json'. */
export function useExportState() {
  return useMutation({
    mutationFn: async () => {
      const { data } = await apiFetch(simulatorExport);
      saveJson(JSON.stringify(data), stateFileName(new Date()));
    },
  });
}

function saveJson(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the object URL can go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
