import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';

const SHOW = 'Mostrar contraseña';
const HIDE = 'Ocultar contraseña';

/**
 * A password input with a keyboard-reachable show/hide toggle labelled in Spanish (LOGIN-02, REG-02):
 * the toggle's name says what it will do and aria-pressed says whether the text is visible. Used by the
 * login, the registration and the password change.
 */
export function PasswordField(props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'>) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': visible ? HIDE : SHOW }}
    />
  );
}
