import { describe, expect, it } from 'vitest';
import type { MovementRow } from './movement-rows';
import { buildMovementsPdf } from './movements-pdf';
import { isPdf, pdfPlainTextOf, pdfTextOf } from './pdf-text';

const rows: MovementRow[] = [
  {
    id: 3,
    date: '21/11/2026 09:15',
    code: '000000',
    description: 'Inversión en Edificio Álamo (fase 2) \\ norte',
    amount: '-USDT 1,250.00',
    saldo: 'USDT 23,750.00',
    decrease: true,
  },
  {
    id: 2,
    date: '20/11/2026 14:05',
    code: 'D00042',
    description: 'Depósito USDT aprobado',
    amount: 'USDT 25,000.00',
    saldo: 'USDT 25,000.00',
    decrease: false,
  },
];

describe('movements PDF', () => {
  it('MOV-10 is a real PDF holding every row of the page: date, code, description, amount and saldo', async () => {
    const blob = buildMovementsPdf({
      rows,
      page: 2,
      totalPages: 5,
      currency: 'USDT',
      // 12:05 UTC is 07:05 in the platform's time zone, whatever the machine's.
      generatedAt: new Date(Date.UTC(2026, 10, 22, 12, 5)),
    });
    expect(blob.type).toBe('application/pdf');
    expect(await isPdf(blob)).toBe(true);
    const text = await pdfTextOf(blob);
    expect(text).toContain('Movimientos de la cuenta');
    expect(text).toContain('Página 2 de 5');
    expect(text).toContain('Generado el 22/11/2026 07:05');
    expect(text).toEqual(
      expect.arrayContaining(['Fecha', 'Código', 'Descripción', 'Monto (USDT)', 'Saldo (USDT)']),
    );
    const plain = await pdfPlainTextOf(blob);
    for (const row of rows) {
      expect(plain).toContain([row.date, row.code, row.description, row.amount, row.saldo].join(' '));
    }
  });

  it('STMT-21 MOV-10 prints descriptions that start as formulas as they are, and carries no link or action', async () => {
    const hostile = ['=HYPERLINK("https://x.test","Ver")', '+1+1', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1'];
    const blob = buildMovementsPdf({
      rows: hostile.map((description, i) => ({ ...rows[i % 2]!, id: i, description })),
      page: 1,
      totalPages: 1,
      currency: 'USDT',
      generatedAt: new Date(Date.UTC(2026, 10, 22, 12, 5)),
    });
    const source = new TextDecoder('latin1').decode(await blob.arrayBuffer());
    for (const action of ['/URI', '/Launch', '/Annots', '/JavaScript', '/JS', '/SubmitForm']) {
      expect(source, action).not.toContain(action);
    }
    // A PDF paints text and evaluates none: it is printed without the spreadsheets' leading quote.
    const plain = await pdfPlainTextOf(blob);
    for (const text of hostile.slice(0, 4)) expect(plain).toContain(` ${text} `);
  });

  it('DEMO-05 MOV-10 labels the amount columns with $ outside demo mode', async () => {
    const blob = buildMovementsPdf({
      rows: [],
      page: 1,
      totalPages: 1,
      currency: '$',
      generatedAt: new Date(2026, 0, 1, 0, 0),
    });
    const text = await pdfTextOf(blob);
    expect(text).toEqual(expect.arrayContaining(['Monto ($)', 'Saldo ($)']));
    expect(text).toContain('Aún no tiene movimientos registrados');
  });
});
