import type { FormErrors, UseFormReturnType } from '@mantine/form';

/**
 * A form's answer to a refused submit: the first field with an error (in the order its validator names them,
 * the fields' order) takes the focus, so a keyboard or screen-reader user lands on what to fix.
 */
export function focusFirstError<Values>(form: UseFormReturnType<Values>) {
  return (errors: FormErrors) => {
    const first = Object.keys(errors)[0];
    if (first !== undefined) form.getInputNode(first)?.focus();
  };
}
