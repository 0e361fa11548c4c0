import { z } from 'zod';
import * as endpoints from '../account';
import { defineCall } from '../call';
import { identificationTypes, usdtNetworks } from '../options';
import {
  dateTime,
  emptyRequest,
  entityId,
  flag,
  idInput,
  messageResponse,
  money,
  nullableText,
  optionalIdInput,
  optionalString,
  pageInfo,
  pageInput,
  requiredText,
  usdtNetwork,
} from './fields';

/* ----------------------------------------------- entities ----------------------------------------------- */

/** ENT-02: the balance summary, first element of data.saldos. Every figure is money (SRV-20). */
export const balanceSummary = z.object({
  DISPONIBLE: money,
  INVERTIDO: money,
  GANANCIAS: money,
  GANANCIASESPERADA: money,
  RETORNO: money,
  RETIRO: money,
  DEPOSITO: money,
  OFERTA: money,
  VALORCUENTA: money,
  RETENCION: money,
});
export type BalanceSummary = z.infer<typeof balanceSummary>;

/** ENT-03: one wallet movement. code may be null (MOV-07); balance is signed, saldo is the running total. */
export const movement = z.object({
  id: entityId,
  fecha_registro: dateTime,
  code: z.string().nullable(),
  description: z.string(),
  balance: money,
  saldo: money,
  status: z.string(),
  type: z.string(),
  notes: nullableText,
  currency_tag: z.string(),
  client_id: entityId,
  created_at: dateTime,
  updated_at: dateTime,
  updated_by: nullableText,
  pdf: nullableText,
  csv: nullableText,
});
export type Movement = z.infer<typeof movement>;

/** One point of the investments chart (ENT chart series): data[i] pairs with label[i]. */
export const chartAmount = z.object({ amount: money });
export const chartLabel = z.object({ fecha: dateTime });
export type ChartAmount = z.infer<typeof chartAmount>;
export type ChartLabel = z.infer<typeof chartLabel>;

/** bank_personal of a stored beneficiary: 1 national, 2 international, 3 remittance or crypto (BENEF-30). */
export const bankPersonal = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type BankPersonal = z.infer<typeof bankPersonal>;

export const bankType = z.enum(['AHORRO', 'CORRIENTE']);
export type BankType = z.infer<typeof bankType>;

/**
 * ENT-04: a beneficiary (withdrawal account). Fields that do not apply to its kind are null; a bank_personal 3
 * record with an address_cripto is a crypto beneficiary, without one a remittance beneficiary.
 */
export const beneficiary = z.object({
  id: entityId,
  client_id: entityId,
  bank_name: nullableText,
  bank_account: nullableText,
  bank_swift: nullableText,
  bank_client: z.string(),
  bank_status: z.number().int(),
  active: flag,
  country_id: entityId.nullable(),
  bank_type: bankType.nullable(),
  bank_aba: nullableText,
  bank_email: nullableText,
  iban: nullableText,
  bank_apellidos: nullableText,
  provincia: nullableText,
  ciudad: nullableText,
  direccion_cliente: nullableText,
  bank_personal: bankPersonal,
  tipo_identificacion: nullableText,
  identificacion: nullableText,
  telefono: nullableText,
  network: usdtNetwork.nullable(),
  address_cripto: nullableText,
  created_at: dateTime,
  updated_at: dateTime,
});
export type Beneficiary = z.infer<typeof beneficiary>;

/* ------------------------------------------------ schemas ----------------------------------------------- */

/** API-13 (SRV-20). */
export const dashboardRequest = emptyRequest;
export const dashboardResponse = z.object({ data: z.object({ saldos: z.array(balanceSummary).min(1) }) });

/** API-14 (SRV-04, SRV-39): a page of movements, newest first. */
export const balanceListRequest = z.object({ page: pageInput });
export const balanceListResponse = z.object({
  data: z.array(movement),
  ...pageInfo,
  pdf: z.string(),
  csv: z.string(),
});

/** API-15 (SRV-43): data[i].amount is the cumulative amount at label[i].fecha. */
export const investmentsChartRequest = emptyRequest;
export const investmentsChartResponse = z
  .object({ data: z.array(chartAmount), label: z.array(chartLabel) })
  .refine((v) => v.data.length === v.label.length, { error: 'data y label deben tener la misma longitud' });

/**
 * RET-01..RET-05: tasa is the net annual return in percent with 2 decimals ('12.34', '-3.10'), null without
 * enough flows (RET-04); fecha the day it is valued at; flujos how many flows it counts; serie the rate at
 * each month end since the first flow and today last, at most 24 points.
 */
const netReturnRate = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .nullable();
const platformDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const netReturnRequest = emptyRequest;
export const netReturnResponse = z.object({
  data: z.object({
    tasa: netReturnRate,
    fecha: platformDay,
    flujos: z.number().int().nonnegative(),
    serie: z.array(z.object({ fecha: platformDay, tasa: netReturnRate })).max(24),
  }),
});
export type NetReturn = z.infer<typeof netReturnResponse>['data'];

/** API-16 (BENEF-04, BENEF-30). */
export const beneficiariesRequest = z.object({
  bank_personal: z.enum(['1', '2', '3'], {
    error: (issue) =>
      issue.input === undefined
        ? 'El campo tipo de beneficiario es requerido'
        : 'El campo tipo de beneficiario no es válido',
  }),
});
export const beneficiariesResponse = z.object({ data: z.array(beneficiary) });

const bankTypeInput = z.enum(['AHORRO', 'CORRIENTE'], {
  error: (issue) =>
    issue.input === undefined || issue.input === ''
      ? 'El campo tipo de cuenta es requerido'
      : 'El campo tipo de cuenta no es válido',
});

const optionalEmail = optionalString('correo electrónico', 'bank_email').pipe(
  z.union([z.literal(''), z.email({ error: 'El correo electrónico no es válido' })], {
    error: 'El correo electrónico no es válido',
  }),
);

/** BENEF-11, BENEF-21: a national account. country_id travels but is not a required field, so it may be empty. */
export const nationalBeneficiaryInput = z.object({
  bank_personal: z.literal('1'),
  bank_type: bankTypeInput,
  bank_name: requiredText('banco', 'bank_name'),
  bank_client: requiredText('titular', 'bank_client'),
  bank_account: requiredText('número de cuenta', 'bank_account'),
  bank_swift: optionalString('Swift', 'bank_swift'),
  country_id: optionalIdInput('país'),
});

/** BENEF-15, BENEF-22: an international account; Swift, ABA, IBAN and e-mail are optional (the looser form). */
export const internationalBeneficiaryInput = z.object({
  bank_personal: z.literal('2'),
  bank_type: bankTypeInput,
  bank_name: requiredText('banco', 'bank_name'),
  bank_client: requiredText('titular', 'bank_client'),
  bank_account: requiredText('número de cuenta', 'bank_account'),
  country_id: idInput('país del banco'),
  bank_swift: optionalString('Swift', 'bank_swift'),
  bank_aba: optionalString('ABA', 'bank_aba'),
  iban: optionalString('IBAN', 'iban'),
  bank_email: optionalEmail,
});

const identificationTypeInput = optionalString('tipo de identificación', 'tipo_identificacion').pipe(
  z.enum(['', ...identificationTypes], { error: 'El campo tipo de identificación no es válido' }),
);

/**
 * BENEF-16, BENEF-17, BENEF-19, BENEF-23, BENEF-24: kind 3 carries remittance and crypto beneficiaries. With an
 * address_cripto it is crypto (names, surnames, address and network required); without, remittance (names,
 * surnames, identification, country, province, city, address and phone required).
 */
export const remittanceOrCryptoBeneficiaryInput = z
  .object({
    bank_personal: z.literal('3'),
    bank_client: requiredText('nombres', 'bank_client'),
    bank_apellidos: requiredText('apellidos', 'bank_apellidos'),
    tipo_identificacion: identificationTypeInput,
    identificacion: optionalString('identificación', 'identificacion'),
    country_id: optionalIdInput('país'),
    provincia: optionalString('provincia', 'provincia'),
    ciudad: optionalString('ciudad', 'ciudad'),
    direccion_cliente: optionalString('dirección', 'direccion_cliente'),
    telefono: optionalString('teléfono', 'telefono'),
    network: optionalString('red', 'network').pipe(
      z.enum(['', ...usdtNetworks], { error: 'El campo red no es válido' }),
    ),
    address_cripto: optionalString('dirección USDT', 'address_cripto'),
    bank_name: optionalString('banco', 'bank_name'),
    bank_account: optionalString('número de cuenta', 'bank_account'),
    bank_swift: optionalString('Swift', 'bank_swift'),
    bank_type: optionalString('tipo de cuenta', 'bank_type').pipe(
      z.enum(['', 'AHORRO', 'CORRIENTE'], { error: 'El campo tipo de cuenta no es válido' }),
    ),
  })
  .superRefine((v, ctx) => {
    const need = (ok: boolean, label: string, path: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message: `El campo ${label} es requerido` });
    };
    if (v.address_cripto !== '') {
      need(v.network !== '', 'red', 'network');
      return;
    }
    need(v.identificacion !== '', 'identificación', 'identificacion');
    need(v.country_id !== null, 'país', 'country_id');
    need(v.provincia !== '', 'provincia', 'provincia');
    need(v.ciudad !== '', 'ciudad', 'ciudad');
    need(v.direccion_cliente !== '', 'dirección', 'direccion_cliente');
    need(v.telefono !== '', 'teléfono', 'telefono');
  });

/** API-17 (SRV-40): one call for every kind, told apart by bank_personal '1', '2' or '3'. */
export const beneficiaryCreateRequest = z.discriminatedUnion(
  'bank_personal',
  [nationalBeneficiaryInput, internationalBeneficiaryInput, remittanceOrCryptoBeneficiaryInput],
  { error: 'El campo tipo de beneficiario no es válido' },
);
export const beneficiaryCreateResponse = messageResponse;

/** API-18 (SRV-40): only the caller's own beneficiary. */
export const beneficiaryDeleteRequest = emptyRequest;
export const beneficiaryDeleteResponse = messageResponse;

/* ------------------------------------- calls (endpoint + schemas) --------------------------------------- */

export const dashboard = defineCall(endpoints.dashboard, {
  request: dashboardRequest,
  response: dashboardResponse,
});
export const balanceList = defineCall(endpoints.balanceList, {
  request: balanceListRequest,
  response: balanceListResponse,
});
export const investmentsChart = defineCall(endpoints.investmentsChart, {
  request: investmentsChartRequest,
  response: investmentsChartResponse,
});
export const netReturn = defineCall(endpoints.netReturn, {
  request: netReturnRequest,
  response: netReturnResponse,
});
export const beneficiaries = defineCall(endpoints.beneficiaries, {
  request: beneficiariesRequest,
  response: beneficiariesResponse,
});
export const beneficiaryCreate = defineCall(endpoints.beneficiaryCreate, {
  request: beneficiaryCreateRequest,
  response: beneficiaryCreateResponse,
});
export const beneficiaryDelete = defineCall(endpoints.beneficiaryDelete, {
  request: beneficiaryDeleteRequest,
  response: beneficiaryDeleteResponse,
});
