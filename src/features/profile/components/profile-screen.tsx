import { Divider, Group, SegmentedControl, Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { profileQuery, statusQuery } from '@/shared/api/session-queries';
import { useSearchState, type SearchStateProps } from '@/shared/search-state';
import {
  profileSearchDefaults,
  type ProfileLayout,
  type ProfileSearch,
  type ProfileTab,
  type ProfileTheme,
} from '../model/profile-search';
import { profileStrings } from '../strings';
import { AlternateProfileLayout } from './alternate-profile-layout';
import { PasswordForm } from './password-form';
import { PersonalData } from './personal-data';
import { TabBar } from '@/shared/ui/tab-bar';

const t = profileStrings.tabs;

/** What the verification slot is told: the client closed the end of the verification flow. */
export interface VerificationSlotProps {
  onFinished: () => void;
}

export interface ProfileScreenProps extends SearchStateProps<ProfileSearch> {
  /** 'Centro de verificación' (the kyc feature), composed by the route. */
  verification: (props: VerificationSlotProps) => ReactNode;
  /** 'Cuentas bancarias' (the beneficiaries feature), composed by the route. */
  bankAccounts: ReactNode;
}

/** The signed-in client's status: the live status call, else the record's. */
export function useClientStatus(): number | undefined {
  const status = useQuery(statusQuery()).data?.status;
  const profileStatus = useQuery(profileQuery()).data?.status;
  return status ?? profileStatus;
}

/** PROF-07: the switch between the two layouts of 'Mi cuenta', and the alternate one's theme (PROF-06). */
function LayoutSwitch({
  layout,
  theme,
  onChange,
}: {
  layout: ProfileLayout;
  theme: ProfileTheme;
  onChange: (next: { vista?: ProfileLayout; tema?: ProfileTheme }) => void;
}) {
  const s = profileStrings.layout;
  return (
    <Group gap="md" wrap="wrap">
      <SegmentedControl
        aria-label={s.label}
        value={layout}
        onChange={(value) => onChange({ vista: value as ProfileLayout })}
        data={[
          { value: 'principal', label: s.main },
          { value: 'alternativa', label: s.alternate },
        ]}
      />
      {layout === 'alternativa' && (
        <SegmentedControl
          aria-label={s.theme}
          value={theme}
          onChange={(value) => onChange({ tema: value as ProfileTheme })}
          data={[
            { value: 'claro', label: s.light },
            { value: 'oscuro', label: s.dark },
          ]}
        />
      )}
    </Group>
  );
}

/**
 * '/cliente/user-profile' ('Mi cuenta'), the main layout (PROF-07), or the alternate one (PROF-04..06) when
 * the client switches to it. Status 1 and 2: 'Editar perfil',
 * 'Centro de verificación' and 'Cuentas bancarias' (PROF-01); status 3: 'Editar perfil' and 'Cuentas
 * bancarias' (PROF-02). 'Editar perfil' holds the personal data and the password form (PWD-09).
 *
 * A client who completes the verification here reaches status 3 while still on its tab: the tab stays until
 * the client closes the end of that flow (KYC-07), then the screen returns to 'Editar perfil'. The route keeps
 * the open tab in the URL's search.
 */
export function ProfileScreen({ verification, bankAccounts, ...props }: ProfileScreenProps) {
  const status = useClientStatus();
  const [{ pestana: tab, vista, tema }, update] = useSearchState(props, profileSearchDefaults);
  const setTab = (pestana: ProfileTab) => update({ pestana });
  const showVerification = status !== 3 || tab === 'verificacion';
  const layoutSwitch = <LayoutSwitch layout={vista} theme={tema} onChange={update} />;

  if (vista === 'alternativa')
    return (
      <AlternateProfileLayout
        status={status ?? 0}
        colorScheme={tema === 'oscuro' ? 'dark' : 'light'}
        verification={verification}
        bankAccounts={bankAccounts}
        header={layoutSwitch}
      />
    );
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {profileStrings.title}
      </Title>
      {layoutSwitch}
      <Tabs
        value={tab}
        onChange={(value) => setTab((value as ProfileTab | null) ?? 'perfil')}
        keepMounted={false}
      >
        <TabBar aria-label={t.label}>
          <Tabs.Tab value="perfil">{t.profile}</Tabs.Tab>
          {showVerification && <Tabs.Tab value="verificacion">{t.verification}</Tabs.Tab>}
          <Tabs.Tab value="cuentas">{t.bankAccounts}</Tabs.Tab>
        </TabBar>

        <Tabs.Panel value="perfil" pt="lg">
          <Stack gap="xl">
            <PersonalData />
            <Divider />
            <PasswordForm />
          </Stack>
        </Tabs.Panel>
        {showVerification && (
          <Tabs.Panel value="verificacion" pt="lg">
            {verification({ onFinished: () => setTab('perfil') })}
          </Tabs.Panel>
        )}
        <Tabs.Panel value="cuentas" pt="lg">
          {bankAccounts}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
