import { expect, it } from 'vitest';
import { BadCommandLine, readCommandLine } from './arguments';

it('SRV-66 listens on 127.0.0.1:8787 and keeps ./simulador-estado.json unless told otherwise; --port before PORT', () => {
  expect(readCommandLine([], {}, '/trabajo')).toEqual({
    port: 8787,
    host: '127.0.0.1',
    stateFile: '/trabajo/simulador-estado.json',
    help: false,
  });
  expect(readCommandLine([], { PORT: '9000' }, '/trabajo').port).toBe(9000);
  expect(
    readCommandLine(
      ['--port', '0', '--host', '0.0.0.0', '--state', 'datos/a.json'],
      { PORT: '9000' },
      '/trabajo',
    ),
  ).toEqual({ port: 0, host: '0.0.0.0', stateFile: '/trabajo/datos/a.json', help: false });
  expect(readCommandLine(['--state', '/tmp/b.json'], {}, '/trabajo').stateFile).toBe('/tmp/b.json');
});

it('SRV-66 refuses a port that is not one, and an option it does not know, in Spanish', () => {
  expect(() => readCommandLine(['--port', '80a'], {}, '/')).toThrow(
    new BadCommandLine('El puerto «80a» no es válido.'),
  );
  expect(() => readCommandLine([], { PORT: '70000' }, '/')).toThrow(BadCommandLine);
  expect(() => readCommandLine(['--puerto', '1'], {}, '/')).toThrow(
    /^La opción «--puerto» no existe\.\n\nUso: simulador-http/,
  );
  expect(() => readCommandLine(['--port'], {}, '/')).toThrow(/^Falta el valor de la opción «--port»\./);
  expect(() => readCommandLine(['estado.json'], {}, '/')).toThrow(/^Sobra el argumento «estado\.json»\./);
});
