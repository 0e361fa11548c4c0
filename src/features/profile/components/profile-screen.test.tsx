import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientDataFields } from '@/contract/auth';
import { profileQuery, statusQuery } from '@/shared/api/session-queries';
import { resetSession } from '../../../../tests/render-app';
import { post, useSimulator } from '../../../../tests/simulator';
import {
  advance,
  openProfile,
  personas,
  recordRequests,
  settle,
  tabNames,
  useFakeTimeouts,
  preferReducedMotion,
} from '../../../../tests/screen-helpers';

const TABS = 'Secciones de Mi cuenta';
const UPDATED = 'Datos actualizados con éxito.';
const personalForm = () => screen.getByRole('form', { name: 'Completar información personal' });
const field = (name: string) =>
  within(personalForm()).getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;
const summaryValue = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};
const openForm = async (app: { user: { click: (e: Element) => Promise<void> } }) => {
  await app.user.click(screen.getByRole('button', { name: 'Completar información' }));
  return personalForm();
};

describe("'Mi cuenta' (/cliente/user-profile)", () => {
  const sim = useSimulator();
  beforeEach(resetSession);
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  describe('tabs', () => {
    it("PROF-01 a status-1 client sees 'Editar perfil', 'Centro de verificación' and 'Cuentas bancarias'", async () => {
      await openProfile('nuevo');
      expect(tabNames(TABS)).toEqual(['Editar perfil', 'Centro de verificación', 'Cuentas bancarias']);
    });

    it('PROF-01 a status-2 client sees the same three tabs', async () => {
      await openProfile('verificando');
      expect(tabNames(TABS)).toEqual(['Editar perfil', 'Centro de verificación', 'Cuentas bancarias']);
    });

    it("PROF-02 a status-3 client sees only 'Editar perfil' and 'Cuentas bancarias'", async () => {
      await openProfile('inversor');
      expect(tabNames(TABS)).toEqual(['Editar perfil', 'Cuentas bancarias']);
      expect(screen.queryByText('Centro de verificación')).toBeNull();
    });

    it("PROF-07 the route uses the main layout ('Editar perfil' / 'Cuentas bancarias'), not the alternate one", async () => {
      const app = await openProfile('inversor');
      expect(app.router.state.location.pathname).toBe('/cliente/user-profile');
      expect(screen.getByRole('tab', { name: 'Editar perfil' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.queryByRole('tab', { name: 'Mis Datos Personales' })).toBeNull();
      expect(screen.queryByRole('tab', { name: 'Privacidad & Seguridad' })).toBeNull();
    });

    it('PROF-04 PROF-05 PROF-06 PROF-07 the layout switch shows the alternate layout, light or dark, kept in the URL, and back', async () => {
      const app = await openProfile('inversor');
      const layout = screen.getByRole('radiogroup', { name: 'Diseño de Mi cuenta' });
      expect(within(layout).getByRole('radio', { name: 'Principal' })).toBeChecked();
      await app.user.click(within(layout).getByRole('radio', { name: 'Alternativo' }));
      // A status-3 client: no 'Centro de verificación' in the alternate layout either (PROF-05).
      await screen.findByRole('tablist', { name: 'Secciones del perfil' });
      expect(tabNames('Secciones del perfil')).toEqual([
        'Mis Datos Personales',
        'Privacidad & Seguridad',
        'Cuentas Bancarias',
      ]);
      expect(app.router.state.location.search).toMatchObject({ vista: 'alternativa' });
      const frame = () =>
        screen.getByRole('heading', { level: 1, name: 'Mi cuenta' }).closest('[data-mantine-color-scheme]');
      expect(frame()).toHaveAttribute('data-mantine-color-scheme', 'light');
      await app.user.click(
        within(screen.getByRole('radiogroup', { name: 'Tema del diseño alternativo' })).getByRole('radio', {
          name: 'Oscuro',
        }),
      );
      await waitFor(() => expect(frame()).toHaveAttribute('data-mantine-color-scheme', 'dark'));
      expect(app.router.state.location.search).toMatchObject({ vista: 'alternativa', tema: 'oscuro' });
      // PWD-09: the password form is in 'Privacidad & Seguridad'.
      await app.user.click(screen.getByRole('tab', { name: 'Privacidad & Seguridad' }));
      expect(await screen.findByLabelText(/^Contraseña actual/)).toBeInTheDocument();
      // Back to the main layout.
      await app.user.click(
        within(screen.getByRole('radiogroup', { name: 'Diseño de Mi cuenta' })).getByRole('radio', {
          name: 'Principal',
        }),
      );
      expect(await screen.findByRole('tab', { name: 'Editar perfil' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(app.router.state.location.search).not.toHaveProperty('vista');
    });

    it('moves between tabs with the arrow keys', async () => {
      const app = await openProfile('verificando');
      screen.getByRole('tab', { name: 'Editar perfil' }).focus();
      await app.user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'Centro de verificación' })).toHaveFocus();
      expect(screen.getByRole('tab', { name: 'Centro de verificación' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(
        await screen.findByRole('heading', { name: 'Centro de verificación', level: 2 }),
      ).toBeInTheDocument();
    });
  });

  describe('personal data', () => {
    it("PROF-08 shows a read-only summary with 'Sin agregar' for each empty field", async () => {
      await openProfile('nuevo');
      expect(summaryValue('Nombre completo')).toBe('Lucía Fernández');
      expect(summaryValue('Correo electrónico')).toBe('nuevo@simulador.test');
      for (const label of [
        'Documento de identidad',
        'Fecha de nacimiento',
        'Teléfono',
        'País',
        'Ocupación',
      ]) {
        expect(summaryValue(label)).toBe('Sin agregar');
      }
      expect(screen.queryByRole('textbox')).toBeNull();
    });

    it('PROF-08 a filled record shows its values: the country by name, the birthday as DD/MM/YYYY', async () => {
      await openProfile('inversor');
      await waitFor(() => expect(summaryValue('País')).toBe('Colombia'));
      expect(summaryValue('Fecha de nacimiento')).toBe('30/09/1984');
      expect(summaryValue('Ciudad')).toBe('Medellín');
      expect(summaryValue('Zona o barrio')).toBe('El Poblado');
    });

    it("PROF-09 PROF-11 'Completar información' opens the form with every field prefilled from the record", async () => {
      const app = await openProfile('inversor');
      await openForm(app);
      const expected: Record<string, string> = {
        'Nombre completo': 'Andrés Gómez',
        'Nombre comercial': '',
        'Correo electrónico': 'inversor@simulador.test',
        'Documento de identidad': '79854123',
        'Fecha de nacimiento': '30/09/1984',
        Teléfono: '+57 315 555 0202',
        Sexo: 'Masculino',
        'Estado civil': 'Casado',
        'Dirección \\(calle\\)': 'Carrera 43A',
        Número: '1-50',
        'Código postal': '050021',
        Ciudad: 'Medellín',
        'Zona o barrio': 'El Poblado',
        País: '82',
        'Situación laboral': 'Independiente',
        Ocupación: 'Consultor financiero',
        'Lugar de trabajo': 'Gómez Consultores',
      };
      for (const [label, value] of Object.entries(expected)) expect(field(label).value).toBe(value);
      expect(within(personalForm()).getAllByRole('textbox').length + 2).toBe(17); // + the 2 selects
      // The country select is filled from the country list and shows the client's country.
      await waitFor(() =>
        expect((field('País') as unknown as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
          'Colombia',
        ),
      );
      expect(field('Nombre completo')).toHaveFocus();
    });

    it('PROF-10 the back button closes the form and returns to the summary without saving', async () => {
      const app = await openProfile('inversor');
      await openForm(app);
      const requests = recordRequests(sim.server);
      await app.user.clear(field('Nombre completo'));
      await app.user.type(field('Nombre completo'), 'Otro Nombre');
      await app.user.click(within(personalForm()).getByRole('button', { name: 'Volver' }));
      expect(screen.queryByRole('form', { name: 'Completar información personal' })).toBeNull();
      expect(summaryValue('Nombre completo')).toBe('Andrés Gómez');
      expect(screen.getByRole('button', { name: 'Completar información' })).toHaveFocus();
      expect(await requests.paths()).not.toContain('/api/client/update');
    });

    it('PROF-12 PROF-14 API-11 saving posts {datos: the full edited client object} and shows the message with Aceptar', async () => {
      const app = await openProfile('inversor');
      await openForm(app);
      await app.user.clear(field('Ocupación'));
      await app.user.type(field('Ocupación'), 'Gerente');
      await app.user.selectOptions(field('País'), '28');
      const requests = recordRequests(sim.server);
      await app.user.click(within(personalForm()).getByRole('button', { name: 'Guardar' }));

      const dialog = await screen.findByRole('dialog', { name: 'Datos personales' });
      expect(within(dialog).getByText(UPDATED)).toBeInTheDocument();
      const update = (await requests.all()).find((r) => r.path === '/api/client/update')!;
      const datos = (update.body as { datos: Record<string, string> }).datos;
      expect(Object.keys(update.body as object)).toEqual(['datos']);
      expect(Object.keys(datos).sort()).toEqual([...clientDataFields].sort());
      expect(datos).toMatchObject({
        name: 'Andrés Gómez',
        ocupacion: 'Gerente',
        address_country: '28',
        identity: '79854123',
        client_type: 'Persona natural',
      });

      await app.user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // The form closed; the summary shows the reloaded record.
      await waitFor(() => expect(summaryValue('Ocupación')).toBe('Gerente'));
      expect(summaryValue('País')).toBe('España');
      expect(await requests.paths()).toContain('/api/client/profile');
    });

    it('PROF-13 fields marked * are described as mandatory but an empty one is still sent', async () => {
      const app = await openProfile('inversor');
      await openForm(app);
      expect(
        within(personalForm()).getByText('Los campos marcados con * son obligatorios.'),
      ).toBeInTheDocument();
      for (const label of ['Nombre completo', 'Documento de identidad', 'Teléfono', 'Ciudad']) {
        expect(field(label)).not.toBeRequired();
        expect(field(label).closest('.mantine-InputWrapper-root')?.textContent).toContain('*');
      }
      await app.user.clear(field('Documento de identidad'));
      await app.user.clear(field('Teléfono'));
      const requests = recordRequests(sim.server);
      await app.user.click(within(personalForm()).getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText(UPDATED)).toBeInTheDocument();
      const update = (await requests.all()).find((r) => r.path === '/api/client/update')!;
      expect((update.body as { datos: Record<string, string> }).datos).toMatchObject({
        identity: '',
        telephone: '',
      });
    });

    it('PROF-12 SRV-17 after saving the profile and the status reload: a status-1 client becomes 2', async () => {
      const app = await openProfile('nuevo');
      expect(app.queryClient.getQueryData(statusQuery().queryKey)?.data.status).toBe(1);
      await openForm(app);
      await app.user.type(field('Documento de identidad'), '55443322');
      await app.user.click(within(personalForm()).getByRole('button', { name: 'Guardar' }));
      await screen.findByText(UPDATED);
      await waitFor(() => expect(app.queryClient.getQueryData(statusQuery().queryKey)?.data.status).toBe(2));
      expect(app.queryClient.getQueryData(profileQuery().queryKey)?.identity).toBe('55443322');
      // Status 2 keeps the same tabs and the limited menu.
      expect(tabNames(TABS)).toEqual(['Editar perfil', 'Centro de verificación', 'Cuentas bancarias']);
    });

    it("ERR-02 PROF-14 a refused save shows the error response's data.message with Aceptar and keeps the form", async () => {
      const app = await openProfile('nuevo');
      await openForm(app);
      await app.user.clear(field('Correo electrónico'));
      await app.user.type(field('Correo electrónico'), personas.inversor.email);
      await app.user.click(within(personalForm()).getByRole('button', { name: 'Guardar' }));
      const dialog = await screen.findByRole('dialog', { name: 'Datos personales' });
      expect(
        within(dialog).getByText('El correo electrónico ya se encuentra registrado.'),
      ).toBeInTheDocument();
      await app.user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(field('Correo electrónico').value).toBe(personas.inversor.email);
    });

    it('SRV-51 a new e-mail is only pending: the modal says a link was sent to it and the profile keeps the old one', async () => {
      const app = await openProfile('inversor');
      await openForm(app);
      await app.user.clear(field('Correo electrónico'));
      await app.user.type(field('Correo electrónico'), 'andres.nuevo@correo.test');
      await app.user.click(within(personalForm()).getByRole('button', { name: 'Guardar' }));
      const dialog = await screen.findByRole('dialog', { name: 'Datos personales' });
      expect(
        within(dialog).getByText(
          'Datos actualizados con éxito. Enviamos un enlace de confirmación a andres.nuevo@correo.test. Su correo electrónico sigue siendo inversor@simulador.test hasta que abra ese enlace.',
        ),
      ).toBeInTheDocument();
      await app.user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(summaryValue('Correo electrónico')).toBe('inversor@simulador.test');
      // The link waits in the new address's demo outbox.
      const mail = await post<{ data: { subject: string; link: string | null }[] }>('/api/simulador/correo', {
        email: 'andres.nuevo@correo.test',
      });
      expect(mail.body.data.map((m) => m.subject)).toEqual(['Confirme su nuevo correo electrónico']);
    });

    it('a name containing HTML is saved and shown as plain text', async () => {
      const app = await openProfile('nuevo');
      await openForm(app);
      const html = '<img src=x onerror=alert(1)>';
      fireEvent.change(field('Nombre completo'), { target: { value: html } });
      await app.user.click(within(personalForm()).getByRole('button', { name: 'Guardar' }));
      await app.user.click(await screen.findByRole('button', { name: 'Aceptar' }));
      await waitFor(() => expect(summaryValue('Nombre completo')).toBe(html));
      expect(document.querySelector('img[src="x"]')).toBeNull();
    });
  });

  describe('password', () => {
    const pwdField = (label: string) =>
      screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }) as HTMLInputElement;

    it('PWD-01 PWD-04 PWD-09 Editar perfil holds current, new and confirmation fields and the 30-day advice', async () => {
      await openProfile('inversor');
      expect(screen.getByRole('heading', { name: 'Cambiar contraseña' })).toBeInTheDocument();
      expect(pwdField('Contraseña actual')).toHaveAttribute('type', 'password');
      expect(pwdField('Nueva contraseña')).toHaveAttribute('type', 'password');
      expect(pwdField('Confirmar nueva contraseña')).toHaveAttribute('type', 'password');
      expect(screen.getByText('Le recomendamos cambiar su contraseña cada 30 días.')).toBeInTheDocument();
    });

    it('PWD-02 all three fields are required: an empty one blocks the send', async () => {
      const app = await openProfile('inversor');
      for (const label of ['Contraseña actual', 'Nueva contraseña', 'Confirmar nueva contraseña']) {
        expect(pwdField(label)).toBeRequired();
      }
      const requests = recordRequests(sim.server);
      await app.user.type(pwdField('Contraseña actual'), 'inversor1234');
      await app.user.type(pwdField('Nueva contraseña'), 'nueva1234');
      await app.user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
      expect(pwdField('Confirmar nueva contraseña').validity.valueMissing).toBe(true);
      await new Promise((r) => setTimeout(r, 50));
      expect(requests.count()).toBe(0);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('PWD-03 ERR-02 no client length or match rule: a short, differing pair is sent and the server answers', async () => {
      const app = await openProfile('inversor');
      const requests = recordRequests(sim.server);
      await app.user.type(pwdField('Contraseña actual'), 'inversor1234');
      await app.user.type(pwdField('Nueva contraseña'), 'ab');
      await app.user.type(pwdField('Confirmar nueva contraseña'), 'cd');
      await app.user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cambiar contraseña' });
      expect(
        within(dialog).getByText('La nueva contraseña y su confirmación no coinciden.'),
      ).toBeInTheDocument();
      expect((await requests.all()).find((r) => r.path === '/api/client/changepassword')?.body).toEqual({
        current_password: 'inversor1234',
        new_password: 'ab',
        confirm_password: 'cd',
      });
    });

    it("ERR-02 a wrong current password shows the server's message in a modal with Aceptar", async () => {
      const app = await openProfile('inversor');
      await app.user.type(pwdField('Contraseña actual'), 'equivocada');
      await app.user.type(pwdField('Nueva contraseña'), 'nueva1234');
      await app.user.type(pwdField('Confirmar nueva contraseña'), 'nueva1234');
      await app.user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cambiar contraseña' });
      expect(within(dialog).getByText('La contraseña actual es incorrecta.')).toBeInTheDocument();
      await app.user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('PWD-05 PWD-06 PWD-07 API-10 posts the three fields, reloads the profile and shows the message with Aceptar', async () => {
      const app = await openProfile('inversor');
      const requests = recordRequests(sim.server);
      await app.user.type(pwdField('Contraseña actual'), 'inversor1234');
      await app.user.type(pwdField('Nueva contraseña'), 'otraClave99');
      await app.user.type(pwdField('Confirmar nueva contraseña'), 'otraClave99');
      await app.user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cambiar contraseña' });
      expect(within(dialog).getByText('Contraseña actualizada con éxito.')).toBeInTheDocument();
      const all = await requests.all();
      const changeAt = all.findIndex((r) => r.path === '/api/client/changepassword');
      expect(all[changeAt]).toEqual({
        method: 'POST',
        path: '/api/client/changepassword',
        body: {
          current_password: 'inversor1234',
          new_password: 'otraClave99',
          confirm_password: 'otraClave99',
        },
      });
      await waitFor(async () =>
        expect((await requests.paths()).slice(changeAt + 1)).toContain('/api/client/profile'),
      );
      // The fields are emptied, and the new password is the one that works now.
      expect(pwdField('Contraseña actual').value).toBe('');
      await app.user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const login = await post('/api/client/authenticate', {
        email: personas.inversor.email,
        password: 'otraClave99',
      });
      expect(login.status).toBe(200);
    });

    it('PWD-06 API-09 the profile is reloaded (no body) after a refused change too', async () => {
      const app = await openProfile('inversor');
      const requests = recordRequests(sim.server);
      await app.user.type(pwdField('Contraseña actual'), 'equivocada');
      await app.user.type(pwdField('Nueva contraseña'), 'x');
      await app.user.type(pwdField('Confirmar nueva contraseña'), 'x');
      await app.user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
      await screen.findByRole('dialog', { name: 'Cambiar contraseña' });
      await waitFor(async () =>
        expect(await requests.paths()).toEqual(['/api/client/changepassword', '/api/client/profile']),
      );
      const reload = (await requests.all())[1]!;
      expect(reload.method).toBe('POST');
      expect(reload.body ?? {}).toEqual({});
      // API-09: the record it returns is the one the screen keeps (name, last_c, id, status).
      const record = app.queryClient.getQueryData(profileQuery().queryKey)!;
      expect(record).toMatchObject({ name: 'Andrés Gómez', id: expect.any(Number), status: 3 });
      expect(record.last_c).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });

    it('PWD-08 the message is still shown at 5,999 ms and cleared at 6,000 ms', async () => {
      await openProfile('inversor');
      useFakeTimeouts();
      fireEvent.change(pwdField('Contraseña actual'), { target: { value: 'equivocada' } });
      fireEvent.change(pwdField('Nueva contraseña'), { target: { value: 'x' } });
      fireEvent.change(pwdField('Confirmar nueva contraseña'), { target: { value: 'x' } });
      fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
      await settle(() => expect(screen.getByText('La contraseña actual es incorrecta.')).toBeInTheDocument());
      await advance(5999);
      expect(screen.getByText('La contraseña actual es incorrecta.')).toBeInTheDocument();
      await advance(1);
      await settle(() => expect(screen.queryByText('La contraseña actual es incorrecta.')).toBeNull());
    });
  });

  describe('modals', () => {
    async function openRefusedPasswordChange() {
      const app = await openProfile('inversor');
      await app.user.type(pwdField2('Contraseña actual'), 'equivocada');
      await app.user.type(pwdField2('Nueva contraseña'), 'x');
      await app.user.type(pwdField2('Confirmar nueva contraseña'), 'x');
      await app.user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cambiar contraseña' });
      const content = (dialog.closest('.mantine-Modal-content') ?? dialog) as HTMLElement;
      return { content, overlay: document.querySelector<HTMLElement>('.mantine-Modal-overlay')! };
    }

    it('CONST-03 CONST-04 a rendered modal fades in over 154 ms above a backdrop with a 900 ms transition', async () => {
      preferReducedMotion(false);
      const { content, overlay } = await openRefusedPasswordChange();
      expect(content.style.transitionDuration).toBe('154ms');
      expect(content.style.transitionProperty).toContain('opacity');
      expect(overlay.style.transitionDuration).toBe('900ms');
    });

    it('CONST-03 CONST-04 a person who asks the system for reduced motion gets the modal without a transition', async () => {
      const { content, overlay } = await openRefusedPasswordChange();
      // No transition at all: neither fade has a duration.
      expect(content.style.transitionDuration).toBe('');
      expect(overlay.style.transitionDuration).toBe('');
    });
  });
});

const pwdField2 = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }) as HTMLInputElement;
