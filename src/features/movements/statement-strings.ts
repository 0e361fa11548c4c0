/**
 * Texts of the 'Estado de cuenta' screen and its exports (STMT-13..STMT-20). The demo notice quotes DEMO-06.
 */
import type { StatementTotals } from '@/contract/statements';
import type { StatementPreset } from './model/statement-period';

export const statementStrings = {
  title: 'Estado de cuenta',
  back: 'Volver al inicio',
  intro:
    'Elija un periodo para ver el saldo inicial, cada movimiento, los totales por tipo y el saldo final.',
  period: 'Periodo',
  periodDescription: 'Desde y hasta, ambos días incluidos',
  presets: {
    'este-mes': 'Este mes',
    'mes-anterior': 'Mes anterior',
    'este-anio': 'Este año',
    'anio-anterior': 'Año anterior',
  } satisfies Record<StatementPreset, string>,
  presetsLabel: 'Periodos rápidos',
  /** DEMO-06, quoted on the screen and in every export. */
  demoNotice: 'Esta es una plataforma de demostración: el saldo y las operaciones no son reales.',
  loading: 'Cargando...',
  error: 'No se pudo cargar el estado de cuenta.',
  retry: 'Reintentar',
  periodOf: (desde: string, hasta: string) => `Del ${desde} al ${hasta}`,
  opening: 'Saldo inicial',
  closing: 'Saldo final',
  count: (n: number) => (n === 1 ? '1 movimiento' : `${n} movimientos`),
  totalsTitle: 'Totales por tipo',
  totals: {
    depositos: 'Depósitos',
    retiros: 'Retiros',
    inversiones: 'Inversiones',
    compras: 'Compras en el secundario',
    ventas: 'Ventas en el secundario',
    intereses: 'Intereses',
    vencimientos: 'Vencimientos',
    devoluciones: 'Devoluciones',
    tarjetas: 'Tarjetas',
    otros: 'Otros',
    comisiones: 'Comisiones (incluidas en los retiros)',
  } satisfies Record<keyof StatementTotals, string>,
  movementsTitle: 'Movimientos del periodo',
  emptyTitle: 'Sin Movimientos',
  emptyText: 'No hay movimientos en este periodo.',
  exportTitle: 'Descargar',
  exportPdf: 'PDF',
  exportXlsx: 'Excel (XLSX)',
  exportCsv: 'CSV',
  exportLabel: (kind: string) => `Descargar el estado de cuenta en ${kind}`,
  exportFailed: 'No se pudo generar el archivo. Intente nuevamente.',
  columns: {
    date: 'Fecha',
    code: 'Código',
    description: 'Descripción',
    type: 'Tipo',
    amount: 'Monto',
    saldo: 'Saldo',
  },
  pdf: {
    generatedAt: (when: string) => `Generado el ${when}`,
    pageOf: (page: number) => `Página ${page}`,
    amountIn: (currency: string) => `Monto (${currency})`,
    saldoIn: (currency: string) => `Saldo (${currency})`,
  },
  sheet: { movements: 'Movimientos', summary: 'Resumen', currency: 'Moneda' },

  tax: {
    title: 'Resumen anual para impuestos',
    intro:
      'Intereses recibidos, ganancias y pérdidas en el mercado secundario y comisiones pagadas en el año.',
    year: 'Año',
    interest: 'Intereses recibidos',
    gains: 'Ganancias en el mercado secundario',
    losses: 'Pérdidas en el mercado secundario',
    net: 'Resultado del mercado secundario',
    fees: 'Comisiones pagadas',
    salesTitle: 'Ventas en el mercado secundario',
    noSales: 'No hubo ventas en el mercado secundario este año.',
    salesColumns: {
      date: 'Fecha',
      code: 'Código',
      description: 'Descripción',
      price: 'Precio de venta',
      cost: 'Costo',
      result: 'Resultado',
    },
    loading: 'Cargando...',
    error: 'No se pudo cargar el resumen anual.',
    exportCsv: 'Descargar CSV',
    exportPdf: 'Descargar PDF',
    // The visible text ("Descargar CSV") begins the name (WCAG 2.5.3, label in name).
    exportLabel: (kind: string, year: number) => `Descargar ${kind} del resumen de ${year}`,
    documentTitle: (year: number) => `Resumen anual para impuestos ${year}`,
  },
} as const;
