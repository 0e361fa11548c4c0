import { Input } from '@mantine/core';
import { forwardRef, useId, type ReactNode } from 'react';
import { PROOF_ACCEPT } from '../model/deposit-report';

export interface ProofFileInputProps {
  label: string;
  description: string;
  error?: ReactNode;
  onChange: (file: File | null) => void;
  /** The form's name for the field, by which it finds the input to focus. */
  'data-path'?: string;
}

/**
 * DEP-21, DEP-23: the proof of the transaction, a native file input: the browser's own picker, keyboard and
 * screen-reader behaviour.
 */
export const ProofFileInput = forwardRef<HTMLInputElement, ProofFileInputProps>(function ProofFileInput(
  { label, description, error, onChange, 'data-path': dataPath },
  ref,
) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={description}
      error={error}
      required
      descriptionProps={{ id: descriptionId }}
      errorProps={{ id: errorId }}
    >
      <input
        ref={ref}
        id={id}
        data-path={dataPath}
        type="file"
        name="file"
        accept={PROOF_ACCEPT}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${descriptionId} ${errorId}` : descriptionId}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        style={{ display: 'block', marginTop: 6, maxWidth: '100%' }}
      />
    </Input.Wrapper>
  );
});
