import { describe, expect, it } from 'vitest';
import { amountProblem, emptyReport, liveAmount, reportPayload, reportProblems } from './deposit-report';

const proof = new File([new Uint8Array(8)], 'recibo.png', { type: 'image/png' });
const complete = { amount: '150', direccion: 'TXyz', hash: 'ab'.repeat(32), file: proof };

describe('deposit report rules', () => {
  it('DEP-22 the amount is numeric, above zero and at most 5000: 5000 passes, 5000.01 does not', () => {
    expect(amountProblem('5000')).toBeNull();
    expect(amountProblem('5000.00')).toBeNull();
    expect(amountProblem('0.01')).toBeNull();
    expect(amountProblem('5000.01')).toBe('aboveMax');
    expect(amountProblem('1e20')).toBe('invalid');
    expect(amountProblem('')).toBe('required');
    expect(amountProblem('   ')).toBe('required');
    for (const bad of ['0', '-1', 'abc', '50,5', '50.001', 'NaN', 'Infinity', '1e3'])
      expect(amountProblem(bad), bad).toBe('invalid');
    expect(amountProblem(' 50 ')).toBeNull();
  });

  it('DEP-23 address, hash and proof file are each required', () => {
    expect(reportProblems(complete)).toEqual({});
    expect(reportProblems({ ...complete, direccion: '' })).toEqual({ direccion: 'required' });
    expect(reportProblems({ ...complete, hash: '  ' })).toEqual({ hash: 'required' });
    expect(reportProblems({ ...complete, file: null })).toEqual({ file: 'required' });
    expect(reportProblems(emptyReport)).toEqual({
      amount: 'required',
      direccion: 'required',
      hash: 'required',
      file: 'required',
    });
  });

  it('DEP-24 the live message repeats a valid amount with the currency label, else nothing', () => {
    expect(liveAmount('1250.5', 'USDT')).toBe('USDT 1,250.50');
    expect(liveAmount('5000', '$')).toBe('$ 5,000.00');
    expect(liveAmount('', 'USDT')).toBeNull();
    expect(liveAmount('abc', 'USDT')).toBeNull();
  });

  it('DEP-25 the payload carries file, amount, direccion, hash and type 2', () => {
    expect(reportPayload({ ...complete, amount: ' 150.5 ', hash: ` ${complete.hash} ` })).toEqual({
      file: proof,
      amount: '150.5',
      direccion: 'TXyz',
      hash: complete.hash,
      type: '2',
    });
  });
});
