import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS } from '@/contract/errors';
import {
  associatedParcelsResponse,
  issuersByActivityResponse,
  ownProjectsResponse,
  parcel as parcelSchema,
  project as projectSchema,
  projectFilterOptionsResponse,
  projectsListResponse,
} from '@/contract/schemas/projects';
import { newClient, post, snapshot, useSimulator, TEST_START } from '../../tests/simulator';
import { EMISOR_ISSUER, issuersByActivity } from '../seed/catalog';
import { persona, type PersonaKey } from '../seed/personas';
import type { StoreDb } from '../store/db';
import type { ProjectRecord } from '../store/records';

type Message = { message: string; data?: { message: string } };
type Row = { id: number; [k: string]: unknown };
type Page = { data: Row[]; cantidad: number; page: number; total_pages: number };

const DAY = 86_400_000;
const BOGOTA = -5 * 3_600_000;
/** Last second of the Bogotá day `days` after the test start (independent of the server's date helpers). */
const endOfDayAfter = (days: number) => {
  const local = TEST_START + BOGOTA + days * DAY;
  return local - (local % DAY) + DAY - 1000 - BOGOTA;
};

async function login(key: PersonaKey): Promise<string> {
  const p = persona(key);
  const { body } = await post<{ success: { token: string } }>('/api/client/authenticate', {
    email: p.email,
    password: p.password,
  });
  return body.success.token;
}

const allProjects = async (db: StoreDb) => await db.projects.toArray();

/** Listed on the primary market: active and not ended (independent of the server's predicate). */
const listed = (p: ProjectRecord, now = TEST_START) => p.status === 'ACTIVO' && p.endAt > now;
const idsDesc = (rows: ProjectRecord[]) => rows.map((p) => p.id).sort((a, b) => b - a);

/** Every page of the list for a query, checked page by page against the contract. */
async function allPages(token: string, query: Record<string, unknown>, path = '/api/client/projects') {
  const first = await post<Page>(path, { ...query, page: 1 }, token);
  expect(first.status).toBe(200);
  const ids: number[] = [];
  for (let page = 1; page <= first.body.total_pages; page += 1) {
    const { status, body } = await post<Page>(path, { ...query, page }, token);
    expect(status).toBe(200);
    expect(body.page).toBe(page);
    expect(body.cantidad).toBe(first.body.cantidad);
    expect(body.data.length).toBe(Math.min(10, body.cantidad - 10 * (page - 1)));
    ids.push(...body.data.map((r) => r.id));
  }
  return { ids, first: first.body };
}

describe('primary market calls of the simulated server', () => {
  const sim = useSimulator();

  describe('projects list', () => {
    it('API-20 SRV-04 answers data, page, total_pages and cantidad with ten complete projects, newest first', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const { status, body } = await post<Page>('/api/client/projects', { page: 1 }, token);
      expect(status).toBe(200);
      expect(projectsListResponse.safeParse(body).success).toBe(true);
      const expected = idsDesc((await allProjects(db)).filter((p) => listed(p)));
      expect(body.cantidad).toBe(expected.length);
      expect(body.total_pages).toBe(Math.ceil(expected.length / 10));
      expect(body.page).toBe(1);
      expect(body.data.map((r) => r.id)).toEqual(expected.slice(0, 10));
      for (const row of body.data) {
        expect(projectSchema.strict().safeParse(row).success).toBe(true);
        expect(row.disponiblewallet).toBe('25000.00');
      }
    });

    it('SRV-04 pages through every listed project once, and answers a page past the end as the last page', async () => {
      const db = await sim.store();
      const token = await login('inversor');
      const { ids, first } = await allPages(token, {});
      expect(ids).toEqual(idsDesc((await allProjects(db)).filter((p) => listed(p))));
      const past = await post<Page>('/api/client/projects', { page: 99 }, token);
      expect(past.body.page).toBe(first.total_pages);
      expect(past.body.data.map((r) => r.id)).toEqual(ids.slice(10 * (first.total_pages - 1)));
    });

    it('SRV-04 PROJ-27 answers no match as page 1 of 1 with cantidad 0', async () => {
      const token = await login('demo');
      const { status, body } = await post<Page>('/api/client/projects', { pais: 'JP', page: 3 }, token);
      expect(status).toBe(200);
      expect(body).toEqual({ data: [], cantidad: 0, page: 1, total_pages: 1 });
    });

    it('API-20 lists fully invested projects with disponible 0.00 and leaves out ended and inactive ones', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const [a, b, c] = [30, 31, 32];
      await db.transaction('rw', db.projects, db.meta, async () => {
        const p = (await db.projects.get(a))!;
        await db.projects.update(a, { demoInvertidoMicro: p.amountMicro });
        await db.projects.update(b, { status: 'FINALIZADO' });
        await db.projects.update(c, { endAt: TEST_START - 1 });
      });
      const { ids } = await allPages(token, {});
      expect(ids).toContain(a);
      expect(ids).not.toContain(b);
      expect(ids).not.toContain(c);
      const row = (await post<Page>('/api/client/projects', { proyecto: a }, token)).body.data[0]!;
      expect(row.disponible).toBe('0.00');
    });

    it('SRV-41 moves with the clock: a project ending today leaves the list once its end has passed', async () => {
      const db = await sim.store();
      const endingToday = (await allProjects(db)).filter((p) => listed(p) && p.endAt <= endOfDayAfter(0));
      expect(endingToday.length).toBeGreaterThan(0);
      const token = await login('demo');
      // Listed first, so the list the server keeps in memory must not outlive the first end.
      const before = await allPages(token, {});
      for (const p of endingToday) expect(before.ids).toContain(p.id);
      sim.clock.set(endOfDayAfter(0) + 1000);
      const after = await allPages(token, {});
      for (const p of endingToday) expect(after.ids).not.toContain(p.id);
      expect(after.first.cantidad).toBe(before.first.cantidad - endingToday.length);
      expect(after.ids).toEqual(before.ids.filter((id) => !endingToday.some((p) => p.id === id)));
    });

    describe('SRV-41 each filter, checked against every seeded project', () => {
      const cases: [string, Record<string, unknown>, (p: ProjectRecord) => boolean][] = [
        ['pais as ISO code', { pais: 'CO' }, (p) => p.country_iso === 'CO'],
        ['pais as ISO code in lower case', { pais: 'mx' }, (p) => p.country_iso === 'MX'],
        ['pais as country id', { pais: '28' }, (p) => p.countryId === 28],
        ['pais as a number', { pais: 55 }, (p) => p.countryId === 55],
        ['tipo (offer type id)', { tipo: '3' }, (p) => p.tipoId === 3],
        ['emisor', { emisor: EMISOR_ISSUER }, (p) => p.issuer === EMISOR_ISSUER],
        ['riesgo A++', { riesgo: 'A++' }, (p) => p.risk === 'A++'],
        ['riesgo Medio', { riesgo: 'Medio' }, (p) => p.risk === 'Medio'],
        ['vencimiento 1 (today)', { vencimiento: '1' }, (p) => p.endAt <= endOfDayAfter(0)],
        ['vencimiento 2 (7 days)', { vencimiento: '2' }, (p) => p.endAt <= endOfDayAfter(7)],
        ['vencimiento 3 (30 days)', { vencimiento: '3' }, (p) => p.endAt <= endOfDayAfter(30)],
        ['vencimiento 4 (360 days)', { vencimiento: '4' }, (p) => p.endAt <= endOfDayAfter(360)],
        ['rango 0 (no filter)', { rango: '0' }, () => true],
        ['rango 12', { rango: '12' }, (p) => Number(p.tax_referential_client) >= 12],
        ['rango 13.25', { rango: '13.25' }, (p) => Number(p.tax_referential_client) >= 13.25],
        ['rango 20', { rango: 20 }, (p) => Number(p.tax_referential_client) >= 20],
        ['actividad', { actividad: '2' }, (p) => p.actividadId === 2],
        ['proyecto (id)', { proyecto: '17' }, (p) => p.id === 17],
        ['monto (amount at least)', { monto: '250000' }, (p) => p.amountMicro >= 250_000_000_000],
        [
          'several at once',
          { pais: 'CO', riesgo: 'A', rango: '9', vencimiento: '4' },
          (p) =>
            p.country_iso === 'CO' &&
            p.risk === 'A' &&
            Number(p.tax_referential_client) >= 9 &&
            p.endAt <= endOfDayAfter(360),
        ],
        [
          'actividad with emisor',
          { actividad: '1', emisor: issuersByActivity[1]![0] },
          (p) => p.actividadId === 1 && p.issuer === issuersByActivity[1]![0],
        ],
      ];

      it.each(cases)('SRV-41 FILT-10 filters by %s', async (_name, query, keep) => {
        const db = await sim.store();
        const token = await login('demo');
        const expected = idsDesc((await allProjects(db)).filter((p) => listed(p) && keep(p)));
        const { ids, first } = await allPages(token, query);
        expect(ids).toEqual(expected);
        expect(first.cantidad).toBe(expected.length);
      });

      it('SRV-41 the seed gives each single filter at least one match and leaves some projects out', async () => {
        const db = await sim.store();
        const rows = (await allProjects(db)).filter((p) => listed(p));
        for (const [name, , keep] of cases.slice(0, 19)) {
          const n = rows.filter(keep).length;
          expect(n, name).toBeGreaterThan(0);
          if (name !== 'rango 0 (no filter)') expect(n, name).toBeLessThan(rows.length);
        }
      });
    });

    it.each([
      [{ riesgo: 'Z' }, 'El campo riesgo no es válido'],
      [{ rango: '25' }, 'El campo rango no es válido'],
      [{ rango: 'alto' }, 'El campo rango no es válido'],
      [{ vencimiento: '5' }, 'El campo vencimiento no es válido'],
      [{ tipo: 'abc' }, 'El campo tipo no es válido'],
      [{ actividad: '-1' }, 'El campo actividad no es válido'],
      [{ proyecto: 'uno' }, 'El campo proyecto no es válido'],
      [{ monto: '-5' }, 'El campo monto no es válido'],
      [{ pais: ['CO'] }, 'El campo pais no es válido'],
      [{ page: 0 }, 'El número de página no es válido'],
      [{ page: 'dos' }, 'El número de página no es válido'],
    ])('SRV-02 SRV-41 refuses the query %j with 422 and a Spanish message', async (query, message) => {
      const token = await login('demo');
      const { status, body } = await post<Message>('/api/client/projects', query, token);
      expect(status).toBe(422);
      expect(body.message).toBe(message);
      expect(body.data?.message).toBe(message);
    });
  });

  describe('associated parcels', () => {
    it('API-23 PROJ-20 answers the parcels of a contract, amounts adding up to the project amount', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const project = (await db.projects.get(2))!;
      const { status, body } = await post<{ data: Row[] }>(
        '/api/client/projects/asociadas',
        { nrocontrato: project.nrocontrato },
        token,
      );
      expect(status).toBe(200);
      expect(associatedParcelsResponse.safeParse(body).success).toBe(true);
      expect(body.data.length).toBeGreaterThanOrEqual(2);
      for (const p of body.data) {
        expect(parcelSchema.strict().safeParse(p).success).toBe(true);
        expect(p.nrocontrato).toBe(project.nrocontrato);
      }
      const cents = body.data.reduce((s, p) => s + Math.round(Number(p.amount) * 100), 0);
      expect(cents * 10_000).toBe(project.amountMicro);
      // The list row names the same parcels.
      const row = (await post<Page>('/api/client/projects', { proyecto: 2 }, token)).body.data[0]!;
      expect(row.cantidad_parcelas_asociadas).toBe(body.data.length);
      expect(row.parcelasasociadas).toBe(body.data.map((p) => p.name).join(', '));
    });

    it('API-23 answers an empty list for a contract without parcels and refuses an unknown or empty one', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const none = await post<{ data: Row[] }>(
        '/api/client/projects/asociadas',
        { nrocontrato: (await db.projects.get(3))!.nrocontrato },
        token,
      );
      expect(none.body).toEqual({ data: [] });
      const unknown = await post<Message>(
        '/api/client/projects/asociadas',
        { nrocontrato: 'CT-0000' },
        token,
      );
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('No existe un proyecto con ese número de contrato');
      const empty = await post<Message>('/api/client/projects/asociadas', { nrocontrato: ' ' }, token);
      expect(empty.status).toBe(422);
      expect(empty.body.data?.message).toBe('El campo número de contrato es requerido');
    });
  });

  describe('own projects', () => {
    it('API-24 MYPROJ-02 SRV-04 answers the issuer its own projects, newest first, with page info', async () => {
      const db = await sim.store();
      const token = await login('emisor');
      const { status, body } = await post<Page>('/api/client/projects/propios', { page: 1 }, token);
      expect(status).toBe(200);
      expect(ownProjectsResponse.safeParse(body).success).toBe(true);
      const own = idsDesc((await allProjects(db)).filter((p) => p.oferenteId === persona('emisor').id));
      expect(own.length).toBe(4);
      expect(body.data.map((r) => r.id)).toEqual(own);
      expect(body).toMatchObject({ cantidad: 4, page: 1, total_pages: 1 });
      for (const row of body.data) {
        expect(projectSchema.strict().safeParse(row).success).toBe(true);
        expect(row.issuer).toBe('Constructora Andina S.A.S.');
      }
    });

    it('API-24 filters own projects by proyecto, vencimiento and monto', async () => {
      const db = await sim.store();
      const token = await login('emisor');
      const own = (await allProjects(db)).filter((p) => p.oferenteId === persona('emisor').id);
      const ids = async (q: Record<string, unknown>) =>
        (await post<Page>('/api/client/projects/propios', q, token)).body.data.map((r) => r.id);
      expect(await ids({ proyecto: own[1]!.id })).toEqual([own[1]!.id]);
      expect(await ids({ vencimiento: '4' })).toEqual(
        idsDesc(own.filter((p) => p.endAt > TEST_START && p.endAt <= endOfDayAfter(360))),
      );
      const middle = [...own].sort((a, b) => a.amountMicro - b.amountMicro)[2]!.amountMicro;
      expect(await ids({ monto: String(middle / 1_000_000) })).toEqual(
        idsDesc(own.filter((p) => p.amountMicro >= middle)),
      );
    });

    it('API-24 MYPROJ-04 answers a client that is not an issuer an empty page 1 of 1', async () => {
      for (const key of ['demo', 'inversor'] as const) {
        const { body } = await post<Page>('/api/client/projects/propios', {}, await login(key));
        expect(body).toEqual({ data: [], cantidad: 0, page: 1, total_pages: 1 });
      }
    });
  });

  describe('filter options', () => {
    it('API-25 FILT-02 FILT-03 FILT-04 answers the countries that have projects, offer types, issuers and activities', async () => {
      const db = await sim.store();
      const token = await login('demo');
      const { status, body } = await post<{
        data: {
          paises: { id: number; iso: string }[];
          tipo_oferta: { id: number; tipo: string }[];
          emisor: { issuer: string }[];
          actividad: { id: number; activity: string }[];
        };
      }>('/api/projects/filtros', {}, token);
      expect(status).toBe(200);
      expect(projectFilterOptionsResponse.safeParse(body).success).toBe(true);
      const countryIds = [...new Set((await allProjects(db)).map((p) => p.countryId))].sort((a, b) => a - b);
      expect(body.data.paises.map((c) => c.id)).toEqual(countryIds);
      expect(body.data.paises.find((c) => c.id === 82)).toEqual({ id: 82, iso: 'CO', name: 'Colombia' });
      const tipos = body.data.tipo_oferta.map((t) => `${t.id} ${t.tipo}`).join(', ');
      expect(tipos).toBe(
        '1 Crédito empresarial, 2 Factoring, 3 Financiamiento inmobiliario, 4 Leasing, 5 Capital de trabajo',
      );
      const actividades = body.data.actividad.map((a) => `${a.id} ${a.activity}`).join(', ');
      expect(actividades).toBe(
        '1 Agricultura, 2 Construcción, 3 Energía renovable, 4 Comercio, 5 Tecnología, 6 Transporte y logística, 7 Salud, 8 Turismo y hotelería',
      );
      // Every seeded issuer once, by activity.
      expect(body.data.emisor.map((e) => e.issuer).join('; ')).toBe(
        'Cafetales del Quindío S.A.S.; Agroexportadora Los Andes S.A.; Frutos del Valle Ltda.; ' +
          'Constructora Andina S.A.S.; Inmobiliaria Costa Azul S.A.; Edificaciones del Pacífico S.A.S.; ' +
          'Solar Caribe Energía S.A.S.; Vientos de La Guajira S.A.; Hidroandina Renovables Ltda.; ' +
          'Distribuidora Mercantil del Norte S.A.S.; Comercializadora Sol de Oriente S.A.; ' +
          'Nube Latina Tecnología S.A.S.; Datos y Redes del Sur S.A.; Fintech Horizonte S.A.S.; ' +
          'Transportes Cordillera S.A.S.; Logística Puerto Seco S.A.; Clínica San Rafael S.A.S.; ' +
          'Laboratorios Vida Natural S.A.; Hoteles Boutique Caribe S.A.S.; Ecoturismo Amazonas Ltda.',
      );
    });

    it('API-26 FILT-09 answers the issuers of an activity', async () => {
      const token = await login('demo');
      const { status, body } = await post<{ data: { emisor: { issuer: string }[] } }>(
        '/api/projects/emisorporactividad',
        { actividad_id: 2 },
        token,
      );
      expect(status).toBe(200);
      expect(issuersByActivityResponse.safeParse(body).success).toBe(true);
      expect(body.data.emisor.map((e) => e.issuer)).toEqual([
        'Constructora Andina S.A.S.',
        'Inmobiliaria Costa Azul S.A.',
        'Edificaciones del Pacífico S.A.S.',
      ]);
      const numeric = await post<{ data: { emisor: { issuer: string }[] } }>(
        '/api/projects/emisorporactividad',
        { actividad_id: 7 },
        token,
      );
      expect(numeric.body.data.emisor.map((e) => e.issuer)).toEqual([
        'Clínica San Rafael S.A.S.',
        'Laboratorios Vida Natural S.A.',
      ]);
    });

    it.each([
      [{ actividad_id: 99 }, 404, 'La actividad seleccionada no existe'],
      [{ actividad_id: 'x' }, 422, 'El campo actividad no es válido'],
      [{}, 422, 'El campo actividad es requerido'],
    ])('API-26 refuses %j with a Spanish message', async (payload, code, message) => {
      const token = await login('demo');
      const { status, body } = await post<Message>('/api/projects/emisorporactividad', payload, token);
      expect(status).toBe(code);
      expect(body.data?.message).toBe(message);
    });
  });

  describe('access', () => {
    const calls: [string, Record<string, unknown>][] = [
      ['/api/client/projects', { page: 1 }],
      ['/api/client/projects/asociadas', { nrocontrato: 'CT-2026-0002' }],
      ['/api/client/projects/propios', { page: 1 }],
      ['/api/projects/filtros', {}],
      ['/api/projects/emisorporactividad', { actividad_id: 1 }],
    ];

    it.each(calls)(
      'API-02 SRV-12 %s answers 401 without a session and with an expired one',
      async (path, body) => {
        const db = await sim.store();
        const token = await login('emisor');
        const before = await snapshot(db);
        const none = await post<Message>(path, body);
        expect(none.status).toBe(401);
        expect(none.body.message).toBe('Intente nuevamente');
        expect((await post(path, body, 'x'.repeat(64))).status).toBe(401);
        expect((await post(path, body, token)).status).toBe(200);
        sim.clock.advance(SESSION_LIFETIME_MS);
        const expired = await post<Message>(path, body, token);
        expect(expired.status).toBe(401);
        expect(expired.body.data?.message).toBe('Su sesión ha expirado. Inicie sesión nuevamente.');
        expect(await snapshot(db)).toEqual(before);
      },
    );

    it('API-24 the owner sees its projects, another client none, whatever it sends', async () => {
      const { token } = await newClient();
      const mine = await post<Page>('/api/client/projects/propios', {}, await login('emisor'));
      expect(mine.body.cantidad).toBe(4);
      const other = await post<Page>(
        '/api/client/projects/propios',
        { proyecto: mine.body.data[0]!.id, oferente_id: persona('emisor').id },
        token,
      );
      expect(other.body.data).toEqual([]);
    });
  });
});
