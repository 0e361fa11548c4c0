import { describe, expect, it } from 'vitest';

/** The screens' test environment keeps the HTML rules the app's forms rely on, and Node's network. */
describe('the screens’ test environment', () => {
  const input = (attributes: string) => {
    document.body.innerHTML = `<form><input ${attributes}></form>`;
    return document.querySelector('input')!;
  };

  it('counts a number’s steps from its minimum, in decimal: 50 and 50.01 fit step 0.01, 50.005 does not', () => {
    const amount = input('type="number" min="50" step="0.01"');
    const mismatch = (value: string) => {
      amount.value = value;
      return amount.validity.stepMismatch;
    };
    expect(['50', '50.01', '1234.56', '50.005', '50.1'].map(mismatch)).toEqual([
      false,
      false,
      false,
      true,
      false,
    ]);
    const fromHalf = input('type="number" min="0.5" step="1"');
    fromHalf.value = '1.5';
    expect(fromHalf.validity.stepMismatch).toBe(false);
    fromHalf.value = '1';
    expect(fromHalf.validity.stepMismatch).toBe(true);
  });

  it('does not call a value the page set "too long": only a person’s edit could be', () => {
    const street = input('type="text" maxlength="5"');
    street.value = 'calle larga';
    expect(street.validity.tooLong).toBe(false);
    expect(street.checkValidity()).toBe(true);
  });

  it('sends a form’s file through Node’s fetch classes with its bytes, name and type', async () => {
    const form = new FormData();
    form.append(
      'proof',
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'foto.png', { type: 'image/png' }),
    );
    const received = await new Request('http://localhost/', { method: 'POST', body: form }).formData();
    const file = received.get('proof') as File;
    expect([file.name, file.type, [...new Uint8Array(await file.arrayBuffer())]]).toEqual([
      'foto.png',
      'image/png',
      [0x89, 0x50, 0x4e, 0x47],
    ]);
  });

  it('builds a FormData from a form element, as React does on a submit', () => {
    document.body.innerHTML = '<form><input name="email" value="demo@simulador.test"></form>';
    const data = new FormData(document.querySelector('form')!);
    expect(data.get('email')).toBe('demo@simulador.test');
  });
});
