import { unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import type { Movement } from '@/contract/account';
import { pdfPlainTextOf, pdfTextOf, isPdf } from './pdf-text';
import { statementCsv, taxCsv, type Statement, type TaxSummary } from './statement-export';
import { buildStatementPdf, buildTaxPdf } from './statement-pdf';
import { buildStatementXlsx } from './statement-xlsx';

const movement = (n: number, balance: string, saldo: string, type = 'DEPOSITO'): Movement => {
  const day = String((n % 28) + 1).padStart(2, '0');
  const minute = String(n % 60).padStart(2, '0');
  const when = `2026-03-${day} 10:${minute}:00`;
  return {
    id: n,
    fecha_registro: when,
    code: n % 7 === 0 ? null : String(n).padStart(6, '0'),
    description: `Movimiento número ${n}, "prueba"`,
    balance,
    saldo,
    status: 'APROBADO',
    type,
    notes: null,
    currency_tag: 'USDT',
    client_id: 1,
    created_at: when,
    updated_at: when,
    updated_by: null,
    pdf: null,
    csv: null,
  };
};

const totals = {
  depositos: '1000.00',
  retiros: '-250.00',
  inversiones: '0.00',
  compras: '0.00',
  ventas: '0.00',
  intereses: '12.34',
  vencimientos: '0.00',
  devoluciones: '0.00',
  tarjetas: '0.00',
  otros: '0.00',
  comisiones: '5.00',
};

const small: Statement = {
  desde: '2026-03-01',
  hasta: '2026-03-31',
  saldo_inicial: '500.00',
  saldo_final: '1262.34',
  movimientos: [
    movement(1, '1000.00', '1500.00'),
    movement(2, '-250.00', '1250.00', 'RETIRO'),
    movement(3, '12.34', '1262.34', 'INTERES'),
  ],
  cantidad: 3,
  totales: totals,
};

const ctx = { currency: 'USDT', demo: true, generatedAt: new Date(Date.UTC(2026, 10, 22, 12, 5)) };

/** A period of 1,000 movements, each of 1.00 more than the last. */
function big(): Statement {
  const rows = Array.from({ length: 1000 }, (_, i) => movement(i + 1, '1.00', `${i + 1}.00`));
  return { ...small, movimientos: rows, cantidad: 1000, saldo_inicial: '0.00', saldo_final: '1000.00' };
}

/** The pages of a PDF: the page objects of its source. */
const pageCount = async (blob: Blob) =>
  (new TextDecoder('latin1').decode(await blob.arrayBuffer()).match(/\/Type\s*\/Page(?![s\w])/g) ?? [])
    .length;

describe('statement exports', () => {
  it('STMT-16 the PDF of a 1,000-movement period holds every movement, with the header and the column heads on every page', async () => {
    const statement = big();
    const blob = buildStatementPdf(statement, { ...ctx, demo: false });
    expect(await isPdf(blob)).toBe(true);
    const pages = await pageCount(blob);
    expect(pages).toBeGreaterThan(10);
    const texts = await pdfTextOf(blob);
    const count = (text: string) => texts.filter((t) => t === text).length;
    expect(count('Estado de cuenta')).toBe(pages);
    expect(count('Del 01/03/2026 al 31/03/2026')).toBe(pages);
    expect(count('Fecha')).toBe(pages);
    expect(count('Saldo (USDT)')).toBe(pages);
    for (let page = 1; page <= pages; page += 1) expect(texts).toContain(`Página ${page}`);
    const plain = await pdfPlainTextOf(blob);
    for (const m of statement.movimientos) {
      const code = m.code ?? '000000';
      expect(plain).toContain(
        `${code} Movimiento número ${m.id}, "prueba" USDT 1.00 USDT ${m.saldo.replace(/\B(?=(\d{3})+\.)/g, ',')}`,
      );
    }
    expect(plain).toContain('Saldo inicial USDT 0.00');
    expect(plain).toContain('Saldo final USDT 1,000.00');
    expect(plain).not.toContain('no son reales');
  });

  it('STMT-16 STMT-20 DEMO-06 the PDF shows the opening balance, the totals by kind and, in demo mode, that nothing is real, on every page', async () => {
    const blob = buildStatementPdf(small, ctx);
    const texts = await pdfTextOf(blob);
    expect(texts).toContain(
      'Esta es una plataforma de demostración: el saldo y las operaciones no son reales.',
    );
    expect(texts).toContain('Generado el 22/11/2026 07:05');
    const plain = await pdfPlainTextOf(blob);
    expect(plain).toContain('Saldo inicial USDT 500.00');
    expect(plain).toContain(
      '02/03/2026 10:01 000001 Movimiento número 1, "prueba" USDT 1,000.00 USDT 1,500.00',
    );
    expect(plain).toContain(
      '03/03/2026 10:02 000002 Movimiento número 2, "prueba" -USDT 250.00 USDT 1,250.00',
    );
    expect(plain).toContain('Saldo final USDT 1,262.34');
    expect(plain).toContain('Depósitos USDT 1,000.00');
    expect(plain).toContain('Intereses USDT 12.34');
    expect(plain).toContain('Comisiones (incluidas en los retiros) USDT 5.00');
    expect(plain).not.toContain('Otros');
  });

  it('STMT-17 DEMO-06 the CSV lists the period, the opening balance, every movement with plain amounts, the closing balance and the totals', () => {
    expect(statementCsv(small, ctx)).toBe(
      [
        'Estado de cuenta,Del 01/03/2026 al 31/03/2026',
        'Moneda,USDT',
        'Esta es una plataforma de demostración: el saldo y las operaciones no son reales.',
        '',
        'Fecha,Código,Descripción,Tipo,Monto,Saldo',
        ',,Saldo inicial,,,500.00',
        '2026-03-02 10:01:00,000001,"Movimiento número 1, ""prueba""",DEPOSITO,1000.00,1500.00',
        '2026-03-03 10:02:00,000002,"Movimiento número 2, ""prueba""",RETIRO,-250.00,1250.00',
        '2026-03-04 10:03:00,000003,"Movimiento número 3, ""prueba""",INTERES,12.34,1262.34',
        ',,Saldo final,,,1262.34',
        '',
        'Totales por tipo',
        'Depósitos,1000.00',
        'Retiros,-250.00',
        'Inversiones,0.00',
        'Compras en el secundario,0.00',
        'Ventas en el secundario,0.00',
        'Intereses,12.34',
        'Vencimientos,0.00',
        'Devoluciones,0.00',
        'Tarjetas,0.00',
        'Comisiones (incluidas en los retiros),5.00',
        '',
      ].join('\r\n'),
    );
    expect(statementCsv(small, { ...ctx, demo: false, currency: '$' })).not.toContain('demostración');
  });

  it('STMT-18 STMT-20 the XLSX reads back with amounts typed as numbers and dates typed as dates, every movement between the balances', async () => {
    const statement = big();
    const blob = await buildStatementXlsx(statement, ctx);
    const rows = await readSheet(await blob.arrayBuffer(), 'Movimientos');
    expect(rows[0]).toEqual(['Fecha', 'Código', 'Descripción', 'Tipo', 'Monto', 'Saldo']);
    expect(rows[1]).toEqual([null, null, 'Saldo inicial', null, null, 0]);
    expect(rows).toHaveLength(1003);
    for (const [i, m] of statement.movimientos.entries()) {
      const row = rows[i + 2]!;
      expect(row[0]).toBeInstanceOf(Date);
      // A date cell is a day count; read back, it is within a millisecond or so of the second it was written at.
      const seconds = Math.round((row[0] as unknown as Date).getTime() / 1000) * 1000;
      expect(new Date(seconds).toISOString().slice(0, 19).replace('T', ' ')).toBe(m.fecha_registro);
      expect(row[1]).toBe(m.code ?? '000000');
      expect(row[2]).toBe(m.description);
      expect(row[3]).toBe('DEPOSITO');
      expect(row[4]).toBe(1);
      expect(row[5]).toBe(i + 1);
    }
    expect(rows[1002]).toEqual([null, null, 'Saldo final', null, null, 1000]);

    const summary = await readSheet(await blob.arrayBuffer(), 'Resumen');
    expect(summary).toEqual([
      ['Estado de cuenta', 'Del 01/03/2026 al 31/03/2026'],
      ['Moneda', 'USDT'],
      ['Esta es una plataforma de demostración: el saldo y las operaciones no son reales.', null],
      ['Saldo inicial', 0],
      ['Depósitos', 1000],
      ['Retiros', -250],
      ['Inversiones', 0],
      ['Compras en el secundario', 0],
      ['Ventas en el secundario', 0],
      ['Intereses', 12.34],
      ['Vencimientos', 0],
      ['Devoluciones', 0],
      ['Tarjetas', 0],
      ['Comisiones (incluidas en los retiros)', 5],
      ['Saldo final', 1000],
    ]);
  });

  const tax: TaxSummary = {
    anio: 2026,
    intereses: '120.50',
    ganancias_secundario: '30.00',
    perdidas_secundario: '-10.00',
    resultado_secundario: '20.00',
    comisiones: '5.00',
    ventas: [
      {
        fecha: '2026-03-02 10:00:00',
        code: '000042',
        description: 'Venta de inversión: Álamo',
        precio_venta: '1030.00',
        costo: '1000.00',
        resultado: '30.00',
      },
      {
        fecha: '2026-05-02 10:00:00',
        code: '000043',
        description: 'Venta de inversión: Norte',
        precio_venta: '990.00',
        costo: '1000.00',
        resultado: '-10.00',
      },
    ],
  };

  it('STMT-19 STMT-20 DEMO-06 the tax summary exports as CSV and as PDF with the year, its figures and each sale', async () => {
    expect(taxCsv(tax, ctx)).toBe(
      [
        'Resumen anual para impuestos 2026',
        'Moneda,USDT',
        'Esta es una plataforma de demostración: el saldo y las operaciones no son reales.',
        '',
        'Intereses recibidos,120.50',
        'Ganancias en el mercado secundario,30.00',
        'Pérdidas en el mercado secundario,-10.00',
        'Resultado del mercado secundario,20.00',
        'Comisiones pagadas,5.00',
        '',
        'Ventas en el mercado secundario',
        'Fecha,Código,Descripción,Precio de venta,Costo,Resultado',
        '2026-03-02 10:00:00,000042,Venta de inversión: Álamo,1030.00,1000.00,30.00',
        '2026-05-02 10:00:00,000043,Venta de inversión: Norte,990.00,1000.00,-10.00',
        '',
      ].join('\r\n'),
    );
    const plain = await pdfPlainTextOf(buildTaxPdf(tax, ctx));
    expect(plain).toContain('Resumen anual para impuestos 2026');
    expect(plain).toContain('no son reales');
    expect(plain).toContain('Intereses recibidos USDT 120.50');
    expect(plain).toContain('Pérdidas en el mercado secundario -USDT 10.00');
    expect(plain).toContain(
      '02/05/2026 10:00 000043 Venta de inversión: Norte USDT 990.00 USDT 1,000.00 -USDT 10.00',
    );
  });
});

/**
 * STMT-21: texts an issuer or a hostile server may send, each starting as a formula would (and one that tries
 * to start a cell of its own after a separator).
 */
const hostile = [
  '=HYPERLINK("https://x.test","Ver")',
  '+1+1',
  '-2+3',
  '@SUM(A1)',
  '\t=1+1',
  '\r=1+1',
  'Proyecto;=1+1',
] as const;
/** What a spreadsheet program would take as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell a spreadsheet program reads as a number. */
const NUMBER = /^-?\d+(?:\.\d+)?$/;
/** How a hostile text reads back: readable behind a leading quote when it would start a formula. */
const asText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** A period whose movement descriptions are the hostile texts, amounts alternately in and out. */
const hostileStatement: Statement = {
  ...small,
  movimientos: hostile.map((text, i) => ({
    ...movement(i + 1, i % 2 === 0 ? '10.00' : '-12.50', i % 2 === 0 ? '510.00' : '-2.50'),
    description: text,
    type: hostile[(i + 1) % hostile.length]!,
  })),
  cantidad: hostile.length,
};

/** A year whose sales name hostile projects (and one hostile code). */
const hostileTax: TaxSummary = {
  anio: 2026,
  intereses: '0.00',
  ganancias_secundario: '0.00',
  perdidas_secundario: '-12.50',
  resultado_secundario: '-12.50',
  comisiones: '0.00',
  ventas: hostile.map((text, i) => ({
    fecha: '2026-03-02 10:00:00',
    code: i === 0 ? '-000042' : '000042',
    description: text,
    precio_venta: '987.50',
    costo: '1000.00',
    resultado: '-12.50',
  })),
};

/** RFC 4180, as a spreadsheet program reads a CSV: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += ch;
  }
  expect(quoted, 'an unterminated quoted field').toBe(false);
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** Every cell that a spreadsheet would read as text starts as text: none as a formula would. */
function expectNoFormulaText(cells: readonly string[]) {
  const formulas = cells.filter((cell) => !NUMBER.test(cell) && FORMULA_START.test(cell));
  expect(formulas).toEqual([]);
}

/** The PDF's source holds no link, no launch, no script: text in it is only ever painted. */
async function expectNoActions(blob: Blob) {
  const source = new TextDecoder('latin1').decode(await blob.arrayBuffer());
  for (const action of ['/URI', '/Launch', '/Annots', '/JavaScript', '/JS', '/SubmitForm']) {
    expect(source, action).not.toContain(action);
  }
}

describe('STMT-21 every export writes text as text (CSV injection)', () => {
  it('STMT-21 the statement CSV reads back with every hostile text behind a leading quote and the amounts as numbers', () => {
    const csv = statementCsv(hostileStatement, ctx);
    // A separator inside a text is quoted, so what follows it cannot start a cell of its own.
    expect(csv).toContain(',"Proyecto;=1+1",');
    const rows = parseCsv(csv);
    expectNoFormulaText(rows.flat());
    const header = rows.findIndex((r) => r[0] === 'Fecha');
    const movements = rows.slice(header + 2, header + 2 + hostile.length);
    expect(movements.map((r) => r[2])).toEqual(hostile.map(asText));
    expect(movements.map((r) => r[2])).toContain(`'=HYPERLINK("https://x.test","Ver")`);
    expect(movements.map((r) => r[3])).toEqual(hostileStatement.movimientos.map((m) => asText(m.type)));
    for (const [i, row] of movements.entries()) {
      const m = hostileStatement.movimientos[i]!;
      expect(row).toHaveLength(6);
      expect(row[0]).toBe(m.fecha_registro);
      expect(NUMBER.test(row[4]!) && Number(row[4])).toBe(Number(m.balance));
      expect(NUMBER.test(row[5]!) && Number(row[5])).toBe(Number(m.saldo));
    }
    expect(movements.map((r) => r[4])).toContain('-12.50');
    expect(rows).toContainEqual(['Retiros', '-250.00']);
  });

  it('STMT-21 the tax CSV reads back with the hostile project names and code behind a leading quote and negative results as numbers', () => {
    const rows = parseCsv(taxCsv(hostileTax, ctx));
    expectNoFormulaText(rows.flat());
    expect(rows).toContainEqual(['Pérdidas en el mercado secundario', '-12.50']);
    const sales = rows.slice(-hostile.length);
    expect(sales.map((r) => r[2])).toEqual(hostile.map(asText));
    expect(sales[0]![1]).toBe(`'-000042`);
    for (const row of sales) expect(row.slice(3)).toEqual(['987.50', '1000.00', '-12.50']);
  });

  it('STMT-21 an amount the server sent malformed is written as text, neutralised', () => {
    const broken: Statement = {
      ...small,
      movimientos: [{ ...small.movimientos[0]!, balance: '=1+1', saldo: '-1000.00' }],
    };
    const row = parseCsv(statementCsv(broken, ctx)).find(
      (r) => r[0] === broken.movimientos[0]!.fecha_registro,
    );
    expect(row?.slice(4)).toEqual(["'=1+1", '-1000.00']);
  });

  it('STMT-21 the statement XLSX holds no formula: the hostile texts read back as strings behind a leading quote, the amounts as numbers', async () => {
    const blob = await buildStatementXlsx(hostileStatement, ctx);
    const buffer = await blob.arrayBuffer();
    // read-excel-file reads a formula cell's cached value: the sheets' XML itself has no formula (<f>).
    const files = unzipSync(new Uint8Array(buffer));
    const sheets = Object.keys(files).filter((name) => /^xl\/worksheets\/[^/]+\.xml$/.test(name));
    expect(sheets).toHaveLength(2);
    for (const name of sheets) {
      const xml = new TextDecoder().decode(files[name]);
      expect(xml, name).toContain('<c ');
      expect(xml, name).not.toMatch(/<f[\s>/]/);
    }
    const rows = await readSheet(buffer, 'Movimientos');
    const movements = rows.slice(2, 2 + hostile.length);
    expect(movements.map((r) => r[2])).toEqual(hostile.map(asText));
    expect(movements.map((r) => r[3])).toEqual(hostileStatement.movimientos.map((m) => asText(m.type)));
    for (const [i, row] of movements.entries()) {
      const m = hostileStatement.movimientos[i]!;
      expect(row[0]).toBeInstanceOf(Date);
      expect(row[4]).toBe(Number(m.balance));
      expect(row[5]).toBe(Number(m.saldo));
    }
    expect(movements.map((r) => r[4])).toContain(-12.5);
    for (const cell of [...rows, ...(await readSheet(buffer, 'Resumen'))].flat()) {
      if (typeof cell === 'string') expect(cell).not.toMatch(FORMULA_START);
    }
  });

  it('STMT-21 a malformed amount or date in the XLSX is a string cell, neutralised, not NaN', async () => {
    const broken: Statement = {
      ...small,
      movimientos: [{ ...small.movimientos[0]!, fecha_registro: '@hoy', balance: '=1+1' }],
    };
    const rows = await readSheet(await (await buildStatementXlsx(broken, ctx)).arrayBuffer(), 'Movimientos');
    expect(rows[2]?.[0]).toBe("'@hoy");
    expect(rows[2]?.[4]).toBe("'=1+1");
    expect(rows[2]?.[5]).toBe(1500);
  });

  it('STMT-21 the statement and tax PDFs print the hostile texts as they are and carry no link or action', async () => {
    const statementPdf = buildStatementPdf(hostileStatement, ctx);
    const taxPdf = buildTaxPdf(hostileTax, ctx);
    await expectNoActions(statementPdf);
    await expectNoActions(taxPdf);
    for (const blob of [statementPdf, taxPdf]) {
      const plain = await pdfPlainTextOf(blob);
      for (const text of ['=HYPERLINK("https://x.test","Ver")', '+1+1', '-2+3', '@SUM(A1)']) {
        expect(plain).toContain(text);
      }
    }
  });
});
