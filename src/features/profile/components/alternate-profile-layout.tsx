import { Stack, Tabs, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { profileStrings } from '../strings';
import { PasswordForm } from './password-form';
import { PersonalData } from './personal-data';
import type { VerificationSlotProps } from './profile-screen';
import classes from './alternate-profile-layout.module.css';
import { TabBar } from '@/shared/ui/tab-bar';

const t = profileStrings.alternateTabs;

type AlternateTab = 'datos' | 'seguridad' | 'verificacion' | 'cuentas';

export interface AlternateProfileLayoutProps {
  /** The client's status: 3 hides 'Centro de verificación' (PROF-05). */
  status: number;
  /** PROF-06: the layout's own theme. */
  colorScheme: 'light' | 'dark';
  verification: (props: VerificationSlotProps) => ReactNode;
  bankAccounts: ReactNode;
  /** Shown under the title (the screen's switch between layouts). */
  header?: ReactNode;
}

/**
 * The alternate profile layout (PROF-04..07): tabs 'Mis Datos Personales', 'Privacidad & Seguridad' (the
 * password form, PWD-09), 'Centro de verificación' (hidden for status 3) and 'Cuentas Bancarias', in a light
 * or dark theme. A separate component: '/cliente/user-profile' opens on the main layout (ProfileScreen), whose
 * switch shows this one instead.
 */
export function AlternateProfileLayout(props: AlternateProfileLayoutProps) {
  const [tab, setTab] = useState<AlternateTab>('datos');
  const wide = useMediaQuery('(min-width: 48em)') ?? false;
  const showVerification = props.status !== 3 || tab === 'verificacion';

  return (
    <div className={classes.frame} data-mantine-color-scheme={props.colorScheme}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {profileStrings.title}
        </Title>
        {props.header}
        <Tabs
          value={tab}
          onChange={(value) => setTab((value as AlternateTab | null) ?? 'datos')}
          orientation={wide ? 'vertical' : 'horizontal'}
          variant="pills"
          keepMounted={false}
        >
          <TabBar aria-label={t.label}>
            <Tabs.Tab value="datos">{t.personal}</Tabs.Tab>
            <Tabs.Tab value="seguridad">{t.security}</Tabs.Tab>
            {showVerification && <Tabs.Tab value="verificacion">{t.verification}</Tabs.Tab>}
            <Tabs.Tab value="cuentas">{t.bankAccounts}</Tabs.Tab>
          </TabBar>
          <Tabs.Panel value="datos" pt={wide ? 0 : 'lg'} pl={wide ? 'xl' : 0}>
            <PersonalData />
          </Tabs.Panel>
          <Tabs.Panel value="seguridad" pt={wide ? 0 : 'lg'} pl={wide ? 'xl' : 0}>
            <PasswordForm />
          </Tabs.Panel>
          {showVerification && (
            <Tabs.Panel value="verificacion" pt={wide ? 0 : 'lg'} pl={wide ? 'xl' : 0}>
              {props.verification({ onFinished: () => setTab('datos') })}
            </Tabs.Panel>
          )}
          <Tabs.Panel value="cuentas" pt={wide ? 0 : 'lg'} pl={wide ? 'xl' : 0}>
            {props.bankAccounts}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </div>
  );
}
