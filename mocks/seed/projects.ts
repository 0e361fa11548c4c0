import { DAY_MS, endOfDay, startOfDay } from '../domain/dates';
import { formatBp, formatMicro, microOf, mulDivRound } from '../domain/money';
import { withIndexKeys } from '../store/project-repo';
import type { IssuerRecord, ParcelRecord, ProjectRecord } from '../store/records';
import {
  DEMO_DOCUMENTS,
  EMISOR_ISSUER,
  RISKS,
  activities,
  contractTypes,
  issuersByActivity,
  loanTypes,
  offerTypes,
  paymentFrequencies,
  projectPlaces,
  projectThemes,
  warranties,
  yearlyRatesBp,
} from './catalog';
import { countryByIso } from './countries';
import type { WithId } from './plan';
import { SeedRandom } from './seed-random';

/** AUTO-10: the random stream of the planned projects, apart from the seed's. */
const PLANNED_SEED = 20_261_128;

export const PROJECT_COUNT = 40;
/** Projects 37-40 belong to the offerer persona. */
export const EMISOR_PROJECTS = 4;
/** Id of the project whose available amount is below the 50 USDT minimum (SRV-06, SRV-22). */
export const LOW_AVAILABLE_PROJECT_ID = 5;
export const LOW_AVAILABLE_MICRO = microOf(37, 50);
/** Projects with parcels (parcelas asociadas). */
const PARCEL_PROJECT_IDS = [2, 7, 12, 19, 38];

/**
 * Days from today to each general project's end: one ends today, 32 are spread over the next 1-360 days
 * (every vencimiento filter finds some) and three end later.
 */
function generalEndDays(): number[] {
  const spread = Array.from({ length: 32 }, (_, k) => 1 + Math.round((k * 359) / 31));
  return [0, ...spread, 420, 500, 610];
}
const EMISOR_END_DAYS = [60, 150, 300, 720];

/** porcentaje_diario: the yearly rate over 365 days, as a percentage with 6 decimals. */
export function dailyPercent(yearlyBp: number): string {
  const scaled = mulDivRound(yearlyBp, 1_000_000, 36_500); // percent × 10^6
  return `${Math.floor(scaled / 1_000_000)}.${String(scaled % 1_000_000).padStart(6, '0')}`;
}

/** fee_total_contract: the daily percentage over the contract days, with 2 decimals. */
function contractPercent(yearlyBp: number, days: number): string {
  const dailyScaled = mulDivRound(yearlyBp, 1_000_000, 36_500);
  const cents = mulDivRound(dailyScaled, days, 10_000);
  return formatMicro(cents * 10_000);
}

export interface ProjectsPart {
  issuers: WithId<IssuerRecord>[];
  projects: WithId<ProjectRecord>[];
  parcels: WithId<ParcelRecord>[];
}

export function buildProjects(f: SeedRandom, now: number, emisorId: number): ProjectsPart {
  const issuers: WithId<IssuerRecord>[] = [];
  for (const activity of activities) {
    for (const issuer of issuersByActivity[activity.id] ?? []) {
      issuers.push({ id: issuers.length + 1, issuer, actividadId: activity.id });
    }
  }
  const year = new Date(now).getUTCFullYear();
  const endDays = [...generalEndDays(), ...EMISOR_END_DAYS];
  const projects: WithId<ProjectRecord>[] = [];
  const names = new Set<string>();

  for (let i = 0; i < PROJECT_COUNT; i += 1) {
    const id = i + 1;
    const own = i >= PROJECT_COUNT - EMISOR_PROJECTS;
    const activity = own ? activities[1]! : activities[i % activities.length]!;
    const activityIssuers = issuersByActivity[activity.id]!.filter((name) => name !== EMISOR_ISSUER);
    const issuer = own
      ? EMISOR_ISSUER
      : activityIssuers[Math.floor(i / activities.length) % activityIssuers.length]!;
    // Shifted every round of activities, so each activity appears in several countries.
    const place = own
      ? projectPlaces[0]!
      : projectPlaces[(i * 3 + Math.floor(i / activities.length)) % projectPlaces.length]!;
    const country = countryByIso(place.iso);
    const theme = projectThemes[activity.id]!;
    let city = f.helpers.arrayElement(place.cities);
    let name = f.helpers.arrayElement(theme.names).replace('{c}', city);
    for (let attempt = 0; names.has(name) && attempt < 8; attempt += 1) {
      city = f.helpers.arrayElement(place.cities);
      name = f.helpers.arrayElement(theme.names).replace('{c}', city);
    }
    if (names.has(name)) name = `${name} (etapa ${id})`;
    names.add(name);
    const type = offerTypes[i % offerTypes.length]!;
    const yearlyBp = f.helpers.arrayElement(yearlyRatesBp);
    const amountUnits = f.number.int({ min: 200, max: 5_000 }) * 100;
    const amountMicro = microOf(amountUnits);
    const startAt =
      startOfDay(now - f.number.int({ min: own ? 180 : 200, max: own ? 200 : 420 }) * DAY_MS) + 9 * 3_600_000;
    const endAt = endOfDay(now + endDays[i]! * DAY_MS);
    const days = Math.round((endAt + 1_000 - startOfDay(startAt)) / DAY_MS);
    // Money from investors outside the demo; the seeded clients' own investments are added later.
    const externalPercent = f.number.int({ min: 5, max: 70 });
    const outsideMicro = microOf(Math.floor((amountUnits * externalPercent) / 10_000) * 100);
    const invertidoMicro = id === LOW_AVAILABLE_PROJECT_ID ? amountMicro - LOW_AVAILABLE_MICRO : outsideMicro;
    const code = `PRY-${String(id).padStart(4, '0')}`;
    // INVEST-06: a quarter of the projects send no document, a quarter the text 'null', the rest the demo's.
    const docs = (document: string, variant: number) =>
      variant % 4 === 0 ? '' : variant % 4 === 1 ? 'null' : document;

    projects.push(
      withIndexKeys({
        id,
        code,
        nrocontrato: `CT-${year}-${String(id).padStart(4, '0')}`,
        name,
        // A name ending in 'S.A.S.' already closes the sentence.
        description: `${theme.about} Emisor: ${issuer.replace(/\.$/, '')}. Proyecto ubicado en ${city}, ${country.name}.`,
        imagen: theme.image,
        video: i % 5 === 2 ? `https://www.youtube.com/embed/${f.string.alphanumeric(11)}` : '',
        file: DEMO_DOCUMENTS.contract,
        pdf_oferente: docs(DEMO_DOCUMENTS.offer, i),
        brouchure: docs(DEMO_DOCUMENTS.catalogue, Math.floor(i / 4) + i),
        tipoId: type.id,
        category: activity.activity,
        categoryId: activity.id,
        country_iso: country.iso,
        countryId: country.id,
        actividadId: activity.id,
        issuer,
        oferenteId: own ? emisorId : null,
        loan_type: loanTypes[i % loanTypes.length]!,
        contract_type: contractTypes[i % contractTypes.length]!,
        risk: RISKS[Math.floor(i / 3) % RISKS.length]!,
        warranty: warranties[i % warranties.length]!,
        status: 'ACTIVO',
        startAt,
        endAt,
        maxInvestmentAt: endAt,
        amountMicro,
        invertidoMicro,
        reservedMicro: 0,
        total_inversores: invertidoMicro > 0 ? f.number.int({ min: 3, max: 120 }) : 0,
        tax_referential_client: formatBp(yearlyBp),
        fee_total_contract: contractPercent(yearlyBp, days),
        porcentaje_diario: dailyPercent(yearlyBp),
        frequency_payment: paymentFrequencies[i % paymentFrequencies.length]!,
        currency_code: 'USDT',
        relevancia: ((i % 3) + 1) as 1 | 2 | 3,
        createdAt: startAt - 7 * DAY_MS,
      }),
    );
  }

  const parcels: WithId<ParcelRecord>[] = [];
  for (const projectId of PARCEL_PROJECT_IDS) {
    const project = projects[projectId - 1]!;
    const count = f.number.int({ min: 2, max: 4 });
    const units = project.amountMicro / 1_000_000;
    let left = units;
    for (let k = 1; k <= count; k += 1) {
      const share = k === count ? left : Math.floor(units / count / 100) * 100;
      left -= share;
      parcels.push({
        id: parcels.length + 1,
        nrocontrato: project.nrocontrato,
        name: `Parcela ${k} de ${count}`,
        description: `Lote ${k}: ${f.number.int({ min: 2, max: 40 })} hectáreas con matrícula inmobiliaria ${f.string.numeric(3)}-${f.string.numeric(6)}`,
        amountMicro: microOf(share),
      });
    }
  }

  return { issuers, projects, parcels };
}

/** Available amount of a project: amount - invertido - reserved. */
export const availableMicro = (p: Pick<ProjectRecord, 'amountMicro' | 'invertidoMicro' | 'reservedMicro'>) =>
  p.amountMicro - p.invertidoMicro - p.reservedMicro;

/** AUTO-10: days from the seed's day to each planned project's opening, over the coming year. */
export const PLANNED_OPEN_DAYS = [1, 5, 12, 20, 29, 38, 50, 64, 80, 100, 125, 150, 180, 220, 270, 330];
/** AUTO-10: each planned project's term, in days from its opening to its end. */
const PLANNED_TERMS = [90, 180, 120, 360, 240, 60, 300, 150];

/**
 * AUTO-10: projects the platform will open over the coming year, so that a strategy has something to do as the
 * simulated clock moves. Status 'PROGRAMADO' until their start date opens them (store/strategy-repo.ts); nothing
 * invested yet. Drawn from a random stream of their own, so the rest of the seed is as it was.
 */
export function buildPlannedProjects(now: number, firstId: number): WithId<ProjectRecord>[] {
  const f = new SeedRandom(PLANNED_SEED);
  const year = new Date(now).getUTCFullYear();
  return PLANNED_OPEN_DAYS.map((openDay, k) => {
    const id = firstId + k;
    const activity = activities[k % activities.length]!;
    const place = projectPlaces[(k * 5) % projectPlaces.length]!;
    const country = countryByIso(place.iso);
    const city = f.helpers.arrayElement(place.cities);
    const theme = projectThemes[activity.id]!;
    const name = `${f.helpers.arrayElement(theme.names).replace('{c}', city)} (nueva emisión ${k + 1})`;
    const issuer = issuersByActivity[activity.id]!.filter((n) => n !== EMISOR_ISSUER)[0]!;
    const yearlyBp = yearlyRatesBp[(k * 3) % yearlyRatesBp.length]!;
    const term = PLANNED_TERMS[k % PLANNED_TERMS.length]!;
    const startAt = startOfDay(now + openDay * DAY_MS) + 9 * 3_600_000;
    const endAt = endOfDay(startAt + term * DAY_MS);
    const amountMicro = microOf(f.number.int({ min: 100, max: 1_000 }) * 100);
    const code = `PRY-${String(id).padStart(4, '0')}`;
    const type = offerTypes[k % offerTypes.length]!;
    return withIndexKeys({
      id,
      code,
      nrocontrato: `CT-${year}-${String(id).padStart(4, '0')}`,
      name,
      description: `${theme.about} Emisor: ${issuer.replace(/\.$/, '')}. Proyecto ubicado en ${city}, ${country.name}.`,
      imagen: theme.image,
      video: '',
      file: DEMO_DOCUMENTS.contract,
      pdf_oferente: '',
      brouchure: '',
      tipoId: type.id,
      category: activity.activity,
      categoryId: activity.id,
      country_iso: country.iso,
      countryId: country.id,
      actividadId: activity.id,
      issuer,
      oferenteId: null,
      loan_type: loanTypes[k % loanTypes.length]!,
      contract_type: contractTypes[k % contractTypes.length]!,
      risk: RISKS[k % RISKS.length]!,
      warranty: warranties[k % warranties.length]!,
      status: 'PROGRAMADO',
      startAt,
      endAt,
      maxInvestmentAt: endAt,
      amountMicro,
      invertidoMicro: 0,
      reservedMicro: 0,
      total_inversores: 0,
      tax_referential_client: formatBp(yearlyBp),
      fee_total_contract: contractPercent(yearlyBp, term + 1),
      porcentaje_diario: dailyPercent(yearlyBp),
      frequency_payment: paymentFrequencies[k % paymentFrequencies.length]!,
      currency_code: 'USDT',
      relevancia: ((k % 3) + 1) as 1 | 2 | 3,
      createdAt: now - DAY_MS,
    });
  });
}
