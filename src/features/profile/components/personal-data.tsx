import { Button, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { usePaises } from '@/shared/api/paises-list';
import { profileQuery } from '@/shared/api/session-queries';
import { ErrorState } from '@/shared/ui/states/error-state';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { useUpdateClient } from '../api/update-client';
import { datosOf, failureMessage, type PersonalValues } from '../model/personal-data';
import { profileStrings } from '../strings';
import { MessageModal, type ProfileMessage } from './message-modal';
import { PersonalDataForm } from './personal-data-form';
import { PersonalDataSummary } from './personal-data-summary';

const t = profileStrings.personal;

/** The country list in Spanish alphabetical order; empty (and silent) when the call fails (ERR-06). */
export function useSortedPaises() {
  const { data } = usePaises();
  return useMemo(() => [...data].sort((a, b) => a.name.localeCompare(b.name, 'es')), [data]);
}

/**
 * PROF-08..14: the personal data as a read-only summary; 'Completar información' opens the edit form,
 * 'Volver' closes it; saving posts the full edited client object, shows the message in a modal with
 * 'Aceptar', and reloads the profile and the status (in the mutation).
 */
export function PersonalData(props: { headingOrder?: 2 | 3 }) {
  const profileState = useQuery(profileQuery());
  const profile = profileState.data;
  const countries = useSortedPaises();
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<ProfileMessage | null>(null);
  const update = useUpdateClient();
  const headingId = useId();
  // Keyboard and screen-reader users follow the switch: into the form when it opens, back to the button
  // that opened it when it closes.
  const formRef = useRef<HTMLDivElement>(null);
  const completeRef = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    if (editing) formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
    else completeRef.current?.focus();
  }, [editing]);
  const toggle = (open: boolean) => {
    moveFocus.current = true;
    setEditing(open);
  };

  if (!profile) {
    // A failure of the client record ends the session (ERR-03): the error shows for the instant before.
    if (profileState.isError)
      return <ErrorState onRetry={() => void profileState.refetch()} retrying={profileState.isFetching} />;
    return <LoadingState shape="form" count={4} label={profileStrings.loading} />;
  }

  const save = async (values: PersonalValues) => {
    const seq = (message?.seq ?? 0) + 1;
    try {
      const datos = datosOf(profile, values);
      const response = await update.mutateAsync(datos);
      toggle(false);
      // SRV-51: a new e-mail is only pending; the one shown stays until the link sent to it is opened.
      const next = (datos.email ?? '').trim();
      const pending = next !== '' && next.toLowerCase() !== profile.email.toLowerCase();
      const text = pending ? `${response.message} ${t.emailPending(next, profile.email)}` : response.message;
      setMessage({ title: profileStrings.messageModal.personalTitle, text, seq });
    } catch (error) {
      setMessage({ title: profileStrings.messageModal.personalTitle, text: failureMessage(error), seq });
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={props.headingOrder ?? 2} size="h3" id={headingId}>
            {editing ? t.editTitle : t.title}
          </Title>
          {!editing && (
            <Button ref={completeRef} variant="outline" onClick={() => toggle(true)}>
              {t.complete}
            </Button>
          )}
        </Group>
        <div ref={formRef}>
          {editing ? (
            <PersonalDataForm
              profile={profile}
              countries={countries}
              saving={update.isPending}
              onBack={() => toggle(false)}
              onSave={(values) => void save(values)}
            />
          ) : (
            <PersonalDataSummary profile={profile} countries={countries} />
          )}
        </div>
      </Stack>
      <MessageModal message={message} onAccept={() => setMessage(null)} />
    </section>
  );
}
