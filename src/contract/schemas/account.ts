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
export const balanceSummary = z
  .object({
    DISPONIBLE: money.describe('Saldo disponible en la billetera para invertir o retirar'),
    INVERTIDO: money.describe('Monto de las inversiones activas, las ofertadas incluidas'),
    GANANCIAS: money.describe('Ganancia realizada de las inversiones vendidas: precio de venta menos monto'),
    GANANCIASESPERADA: money.describe('Rendimiento futuro de las inversiones activas hasta su vencimiento'),
    RETORNO: money.describe('Lo cobrado por la venta de inversiones en el mercado secundario'),
    RETIRO: money.describe('Monto de los retiros aprobados'),
    DEPOSITO: money.describe('Monto de los depósitos reportados en proceso'),
    OFERTA: money.describe('Precio de venta de las ofertas abiertas en el mercado secundario'),
    VALORCUENTA: money.describe('Valor de la cuenta: disponible más invertido más retenido'),
    RETENCION: money.describe('Monto retenido por los retiros en proceso'),
  })
  .meta({
    id: 'Saldos',
    description: 'ENT-02: las cifras del tablero del cliente, en dinero con dos decimales.',
  });
export type BalanceSummary = z.infer<typeof balanceSummary>;

/** ENT-03: one wallet movement. code may be null (MOV-07); balance is signed, saldo is the running total. */
export const movement = z
  .object({
    id: entityId.describe('Identificador del movimiento'),
    fecha_registro: dateTime.describe('Fecha y hora del movimiento, en la hora de la plataforma'),
    code: z.string().nullable().describe('Código de la operación que lo originó; null si no tiene'),
    description: z.string().describe('Descripción legible del movimiento'),
    balance: money.describe('Importe con signo: positivo entra a la billetera, negativo sale'),
    saldo: money.describe('Saldo de la billetera después del movimiento'),
    status: z.string().describe('Estado del movimiento'),
    type: z.string().describe('Tipo de movimiento (depósito, inversión, interés, retiro...)'),
    notes: nullableText.describe('Notas del movimiento; null si no tiene'),
    currency_tag: z.string().describe('Moneda del movimiento (USDT)'),
    client_id: entityId.describe('Identificador del cliente dueño del movimiento'),
    created_at: dateTime.describe('Fecha de creación del registro'),
    updated_at: dateTime.describe('Fecha de la última modificación del registro'),
    updated_by: nullableText.describe('Quién lo modificó por última vez; null si nadie'),
    pdf: nullableText.describe('Archivo PDF del comprobante; null si no tiene'),
    csv: nullableText.describe('Archivo CSV del comprobante; null si no tiene'),
  })
  .meta({
    id: 'Movimiento',
    description: 'ENT-03: una línea del estado de la billetera, del más reciente al más antiguo.',
  });
export type Movement = z.infer<typeof movement>;

/** One point of the investments chart (ENT chart series): data[i] pairs with label[i]. */
export const chartAmount = z
  .object({ amount: money.describe('Monto invertido acumulado en la fecha de label con el mismo índice') })
  .meta({ id: 'MontoDeGrafica', description: 'API-15: un punto de la serie del monto invertido acumulado.' });
export const chartLabel = z
  .object({ fecha: dateTime.describe('Fecha del punto de data con el mismo índice') })
  .meta({ id: 'FechaDeGrafica', description: 'API-15: la fecha de un punto de la serie.' });
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
export const beneficiary = z
  .object({
    id: entityId.describe('Identificador de la cuenta beneficiaria'),
    client_id: entityId.describe('Identificador del cliente dueño de la cuenta'),
    bank_name: nullableText.describe('Nombre del banco; null en remesas y cripto'),
    bank_account: nullableText.describe('Número de cuenta; null en remesas y cripto'),
    bank_swift: nullableText.describe('Código Swift del banco; null si no se indicó'),
    bank_client: z.string().describe('Titular de la cuenta; los nombres en remesas y cripto'),
    bank_status: z.number().int().describe('Estado de la cuenta en la plataforma'),
    active: flag.describe('1 si la cuenta está activa, 0 si no'),
    country_id: entityId
      .nullable()
      .describe('País de la cuenta (id de la lista de países); null si no tiene'),
    bank_type: bankType.nullable().describe('Tipo de cuenta bancaria; null en remesas y cripto'),
    bank_aba: nullableText.describe('Código ABA de una cuenta internacional; null si no se indicó'),
    bank_email: nullableText.describe(
      'Correo del beneficiario de una cuenta internacional; null si no tiene',
    ),
    iban: nullableText.describe('IBAN de una cuenta internacional; null si no se indicó'),
    bank_apellidos: nullableText.describe(
      'Apellidos del beneficiario de una remesa o de una dirección cripto',
    ),
    provincia: nullableText.describe('Provincia del beneficiario de una remesa'),
    ciudad: nullableText.describe('Ciudad del beneficiario de una remesa'),
    direccion_cliente: nullableText.describe('Dirección del beneficiario de una remesa'),
    bank_personal: bankPersonal.describe('Tipo: 1 nacional, 2 internacional, 3 remesa o cripto'),
    tipo_identificacion: nullableText.describe('Tipo de identificación del beneficiario de una remesa'),
    identificacion: nullableText.describe('Número de identificación del beneficiario de una remesa'),
    telefono: nullableText.describe('Teléfono del beneficiario de una remesa'),
    network: usdtNetwork.nullable().describe('Red USDT de una dirección cripto; null en las demás'),
    address_cripto: nullableText.describe('Dirección USDT; con ella, una cuenta de tipo 3 es cripto'),
    created_at: dateTime.describe('Fecha de alta de la cuenta'),
    updated_at: dateTime.describe('Fecha de la última modificación de la cuenta'),
  })
  .meta({
    id: 'Beneficiario',
    description:
      'ENT-04: una cuenta beneficiaria de retiros (nacional, internacional, remesa o cripto); los campos que no ' +
      'aplican a su tipo son null.',
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
export const nationalBeneficiaryInput = z
  .object({
    bank_personal: z.literal('1').describe("'1': una cuenta nacional"),
    bank_type: bankTypeInput.describe('Tipo de cuenta bancaria'),
    bank_name: requiredText('banco', 'bank_name').describe('Nombre del banco'),
    bank_client: requiredText('titular', 'bank_client').describe('Titular de la cuenta'),
    bank_account: requiredText('número de cuenta', 'bank_account').describe('Número de cuenta'),
    bank_swift: optionalString('Swift', 'bank_swift').describe('Código Swift del banco (opcional)'),
    country_id: optionalIdInput('país').describe(
      'País de la cuenta (id de la lista de países); null si ninguno',
    ),
  })
  .meta({
    id: 'BeneficiarioNacionalEntrada',
    description: 'BENEF-21: los datos de una cuenta nacional nueva.',
  });

/** BENEF-15, BENEF-22: an international account; Swift, ABA, IBAN and e-mail are optional (the looser form). */
export const internationalBeneficiaryInput = z
  .object({
    bank_personal: z.literal('2').describe("'2': una cuenta internacional"),
    bank_type: bankTypeInput.describe('Tipo de cuenta bancaria'),
    bank_name: requiredText('banco', 'bank_name').describe('Nombre del banco'),
    bank_client: requiredText('titular', 'bank_client').describe('Titular de la cuenta'),
    bank_account: requiredText('número de cuenta', 'bank_account').describe('Número de cuenta'),
    country_id: idInput('país del banco').describe('País del banco (id de la lista de países)'),
    bank_swift: optionalString('Swift', 'bank_swift').describe('Código Swift del banco (opcional)'),
    bank_aba: optionalString('ABA', 'bank_aba').describe('Código ABA del banco (opcional)'),
    iban: optionalString('IBAN', 'iban').describe('IBAN de la cuenta (opcional)'),
    bank_email: optionalEmail.describe('Correo del beneficiario (opcional)'),
  })
  .meta({
    id: 'BeneficiarioInternacionalEntrada',
    description:
      'BENEF-22: los datos de una cuenta internacional nueva; Swift, ABA, IBAN y correo son opcionales.',
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
    bank_personal: z.literal('3').describe("'3': un beneficiario de remesa o una dirección cripto"),
    bank_client: requiredText('nombres', 'bank_client').describe('Nombres del beneficiario'),
    bank_apellidos: requiredText('apellidos', 'bank_apellidos').describe('Apellidos del beneficiario'),
    tipo_identificacion: identificationTypeInput.describe('Tipo de identificación (opcional)'),
    identificacion: optionalString('identificación', 'identificacion').describe(
      'Número de identificación; requerido en una remesa',
    ),
    country_id: optionalIdInput('país').describe('País (id de la lista de países); requerido en una remesa'),
    provincia: optionalString('provincia', 'provincia').describe('Provincia; requerida en una remesa'),
    ciudad: optionalString('ciudad', 'ciudad').describe('Ciudad; requerida en una remesa'),
    direccion_cliente: optionalString('dirección', 'direccion_cliente').describe(
      'Dirección; requerida en una remesa',
    ),
    telefono: optionalString('teléfono', 'telefono').describe('Teléfono; requerido en una remesa'),
    network: optionalString('red', 'network')
      .pipe(z.enum(['', ...usdtNetworks], { error: 'El campo red no es válido' }))
      .describe('Red USDT; requerida con una dirección cripto'),
    address_cripto: optionalString('dirección USDT', 'address_cripto').describe(
      'Dirección USDT; con ella el beneficiario es cripto, sin ella una remesa',
    ),
    bank_name: optionalString('banco', 'bank_name').describe('Nombre del banco (opcional)'),
    bank_account: optionalString('número de cuenta', 'bank_account').describe('Número de cuenta (opcional)'),
    bank_swift: optionalString('Swift', 'bank_swift').describe('Código Swift (opcional)'),
    bank_type: optionalString('tipo de cuenta', 'bank_type')
      .pipe(z.enum(['', 'AHORRO', 'CORRIENTE'], { error: 'El campo tipo de cuenta no es válido' }))
      .describe('Tipo de cuenta bancaria (opcional)'),
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
  })
  .meta({
    id: 'BeneficiarioRemesaOCriptoEntrada',
    description:
      'BENEF-23, BENEF-24: los datos de un beneficiario de remesa o, con address_cripto, de una dirección USDT.',
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
