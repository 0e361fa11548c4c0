/**
 * Sample movements for the stories (imported by *.stories.tsx only), in the contract's shape. Screen tests use
 * the simulator's real data instead.
 */
import type { Movement } from '@/contract/account';

const base = {
  status: 'APROBADO',
  notes: null,
  currency_tag: 'USDT',
  client_id: 1,
  updated_by: null,
  pdf: null,
  csv: null,
};

const lines: [string, string | null, string, string, string, string][] = [
  [
    '2026-11-21 16:40:12',
    'INV-000187',
    'Inversión en Planta solar La Esperanza',
    '-2500.00',
    '25000.00',
    'INVERSION',
  ],
  [
    '2026-11-20 09:15:03',
    'TRF-000042',
    'Transferencia a tarjeta terminada en 4821',
    '-300.00',
    '27500.00',
    'TARJETA',
  ],
  ['2026-11-18 11:02:44', 'DEP-000031', 'Depósito USDT aprobado', '5000.00', '27800.00', 'DEPOSITO'],
  ['2026-11-15 08:30:00', null, 'Ajuste de saldo', '12.50', '22800.00', 'AJUSTE'],
  [
    '2026-11-10 14:22:10',
    'VTA-000009',
    'Venta en el mercado secundario: Edificio Mirador del Parque',
    '1875.25',
    '22787.50',
    'VENTA',
  ],
  ['2026-11-02 10:00:00', 'RET-000014', 'Retiro a Valentina Ríos', '-1250.00', '20912.25', 'RETIRO'],
  ['2026-10-28 17:45:31', 'DEP-000027', 'Depósito USDT aprobado', '20000.00', '22162.25', 'DEPOSITO'],
  [
    '2026-10-20 12:12:12',
    'INV-000160',
    'Inversión en Facturas de Agroexportadora del Sur',
    '-1000.00',
    '2162.25',
    'INVERSION',
  ],
  ['2026-10-11 09:09:09', 'GAN-000003', 'Ganancia realizada', '162.25', '3162.25', 'GANANCIA'],
  ['2026-10-01 08:00:00', 'DEP-000001', 'Depósito USDT aprobado', '3000.00', '3000.00', 'DEPOSITO'],
];

export const sampleMovements: Movement[] = lines.map(
  ([fecha, code, description, balance, saldo, type], i) => ({
    ...base,
    id: 100 - i,
    fecha_registro: fecha,
    code,
    description,
    balance,
    saldo,
    type,
    created_at: fecha,
    updated_at: fecha,
  }),
);
