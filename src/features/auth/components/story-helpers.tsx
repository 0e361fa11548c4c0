/**
 * Shared pieces of the access screens' stories (imported by *.stories.tsx only): fixed answers for the
 * simulator's calls, a client record for the "user loaded" state, and a clean session before each story.
 */
import { useQueryClient } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { within } from 'storybook/test';
import { useState, type ReactNode } from 'react';
import { errorBodyOf } from '@/contract/errors';
import type { Profile } from '@/contract/auth';
import { profileQuery } from '@/shared/api/session-queries';
import { useSession } from '@/shared/session/session-store';

export const mobile = { viewport: { value: 'mobile1', isRotated: false } };

/** The documented error body (SRV-02) with its status, as a handler override answers. */
export const jsonError = (message: string, status: number) =>
  HttpResponse.json(errorBodyOf(message), { status });

/** No session, no message, no protect flag: every access story starts as a first visit. */
export function freshSession(): () => void {
  useSession.setState({ token: null, loginAt: null, signOutMessage: null, protectButton: false });
  return () => useSession.setState({ signOutMessage: null, protectButton: false });
}

export const sampleProfile: Profile = {
  id: 7,
  name: 'Cliente Nuevo',
  email: 'cliente.nuevo@correo.test',
  last_c: '2026-11-22 07:00:00',
  status: 1,
  demo_status: 'active',
  is_ofertante: 0,
  referrer: null,
  identity: null,
  sexo: null,
  situacionlaboral: null,
  ocupacion: null,
  lugartrabajo: null,
  comercial_name: null,
  birthday_date: null,
  telephone: null,
  address_street: null,
  address_number: null,
  address_city: null,
  address_zipcode: null,
  address_zone: null,
  address_country: null,
  estadocivil: null,
  client_type: null,
  cpf: null,
  tasas: { monto_flat: '1.00', monto_porcentual: '2.00' },
};

/** Puts a loaded client record in the story's query cache, as the client area's loader does. */
export function WithLoadedUser(props: { children: ReactNode }) {
  const client = useQueryClient();
  useState(() => client.setQueryData(profileQuery().queryKey, sampleProfile));
  return props.children;
}

/** The story's canvas once the screen has rendered (the story router renders it a moment after mounting). */
export async function screenOf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  return canvas;
}
