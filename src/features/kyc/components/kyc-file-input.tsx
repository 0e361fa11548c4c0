import { Input } from '@mantine/core';
import { useId } from 'react';
import classes from './kyc-file-input.module.css';

/** The types the server accepts (SRV-18): JPG, PNG or WEBP images and PDF. */
export const KYC_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

export interface KycFileInputProps {
  name: string;
  label: string;
  description: string;
  onChange: (file: File | null) => void;
}

/**
 * KYC-01, KYC-02: a native, required file input with its label and hint: the browser's own picker, keyboard
 * and screen-reader behaviour, and native validation of an empty field.
 */
export function KycFileInput(props: KycFileInputProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <Input.Wrapper
      id={id}
      label={props.label}
      description={props.description}
      required
      descriptionProps={{ id: descriptionId }}
    >
      <input
        id={id}
        className={classes.file}
        type="file"
        name={props.name}
        accept={KYC_ACCEPT}
        required
        aria-describedby={descriptionId}
        onChange={(event) => props.onChange(event.currentTarget.files?.[0] ?? null)}
      />
    </Input.Wrapper>
  );
}
