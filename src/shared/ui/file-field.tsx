import { Input } from '@mantine/core';
import { forwardRef, useId, type ReactNode } from 'react';
import classes from './file-field.module.css';

export interface FileFieldProps {
  label: string;
  description: string;
  /** The types the server accepts, as the input's accept attribute. */
  accept: string;
  /** The field's name in the form data. */
  name: string;
  error?: ReactNode;
  onChange: (file: File | null) => void;
  /** The form's name for the field, by which it finds the input to focus. */
  'data-path'?: string;
}

/**
 * The one file field (a deposit's proof, KYC's documents): a native, required file input with its label and
 * hint, styled as the theme's fields with its button in the primary colour; the browser's own picker,
 * keyboard and screen-reader behaviour, and native validation of an empty field.
 */
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(props, ref) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  return (
    <Input.Wrapper
      id={id}
      label={props.label}
      description={props.description}
      error={props.error}
      required
      descriptionProps={{ id: descriptionId }}
      errorProps={{ id: errorId }}
    >
      <input
        ref={ref}
        id={id}
        className={classes.file}
        data-path={props['data-path']}
        type="file"
        name={props.name}
        accept={props.accept}
        required
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${descriptionId} ${errorId}` : descriptionId}
        onChange={(event) => props.onChange(event.currentTarget.files?.[0] ?? null)}
      />
    </Input.Wrapper>
  );
});
