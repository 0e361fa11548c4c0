import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { profileStrings } from '../strings';

/** A password input whose show/hide toggle is reachable by keyboard and named in Spanish. */
export function PasswordField(props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'>) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': visible ? profileStrings.password.hide : profileStrings.password.show,
      }}
    />
  );
}
