export interface RegistrationValues {
  referido: string;
  name: string;
  email: string;
  password: string;
  confirmar: string;
  origen: string;
  terms: boolean;
}

export const emptyRegistration: RegistrationValues = {
  referido: '',
  name: '',
  email: '',
  password: '',
  confirmar: '',
  origen: '',
  terms: false,
};

export type RegistrationCheck =
  | { ok: true; payload: { referido: string; name: string; email: string; password: string; origen: string } }
  | { ok: false; reason: 'terms' | 'required' | 'mismatch' };

/**
 * REG-04..REG-06, REG-12, REG-13: the body to send, or why nothing is sent. Every field but referido is
 * required (empty after trimming counts as empty), the terms must be ticked, and confirmar must equal the
 * password. The body holds exactly referido, name, email, password and origen; confirmar never travels.
 */
export function checkRegistration(values: RegistrationValues): RegistrationCheck {
  if (!values.terms) return { ok: false, reason: 'terms' };
  const required = [values.name, values.email, values.password, values.confirmar, values.origen];
  if (required.some((value) => value.trim() === '')) return { ok: false, reason: 'required' };
  if (values.confirmar !== values.password) return { ok: false, reason: 'mismatch' };
  return {
    ok: true,
    payload: {
      referido: values.referido.trim(),
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      origen: values.origen,
    },
  };
}
