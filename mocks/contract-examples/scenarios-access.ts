import type { ExampleTable } from './scenario';

/**
 * The examples of access, profile, account and countries (API-03..API-19), on the seed: the demo persona
 * (demo@simulador.test) and the others of mocks/seed/personas.ts. The seeded activation token is the unconfirmed
 * persona's (mocks/seed/clients.ts).
 */

const SEEDED_ACTIVATION_TOKEN = '1acd784c4ddf74bbba47877a3e4aaeab2ee3a18f3d62460ae863a695027067d3';

const national = {
  bank_personal: '1',
  bank_type: 'AHORRO',
  bank_name: 'Bancolombia',
  bank_client: 'Valentina Ríos',
  bank_account: '0012345678',
  bank_swift: '',
  country_id: 82,
};

export const accessExamples: ExampleTable = {
  authenticate: {
    scenarios: [
      {
        name: 'valida',
        summary: 'El correo y la contraseña de una cuenta confirmada',
        status: 200,
        body: { email: 'demo@simulador.test', password: 'demo1234' },
      },
      {
        name: 'credencialesIncorrectas',
        summary: 'Una contraseña que no es la de la cuenta',
        status: 401,
        body: { email: 'demo@simulador.test', password: 'otra-clave' },
      },
      {
        name: 'correoSinConfirmar',
        summary: 'Una cuenta cuyo correo aún no se confirmó',
        status: 403,
        body: { email: 'pendiente@simulador.test', password: 'pendiente1234' },
      },
      {
        name: 'correoInvalido',
        summary: "Un correo sin arroba ('demo.simulador.test')",
        status: 422,
        body: { email: 'demo.simulador.test', password: 'demo1234' },
        hidden: true,
      },
    ],
  },
  register: {
    scenarios: [
      {
        name: 'valida',
        summary: 'Los datos de un cliente nuevo',
        status: 200,
        body: {
          referido: '',
          name: 'Camila Torres',
          email: 'camila.torres@correo.test',
          password: 'clave1234',
          origen: 'Google',
        },
      },
      {
        name: 'correoRegistrado',
        summary: 'Un correo que ya tiene cuenta',
        status: 409,
        body: {
          referido: '',
          name: 'Valentina Ríos',
          email: 'demo@simulador.test',
          password: 'clave1234',
          origen: 'Google',
        },
      },
      {
        name: 'claveCorta',
        summary: 'Una contraseña de menos de 6 caracteres',
        status: 422,
        body: {
          referido: '',
          name: 'Camila Torres',
          email: 'camila.torres2@correo.test',
          password: '123',
          origen: 'Google',
        },
      },
    ],
  },
  activation: {
    scenarios: [
      {
        name: 'valida',
        summary: 'El token del enlace de activación, sin usar',
        status: 200,
        params: { token: SEEDED_ACTIVATION_TOKEN },
      },
      {
        name: 'tokenDesconocido',
        summary: 'Un token que el servidor no emitió, o ya usado',
        status: 200,
        params: { token: 'token-desconocido' },
      },
    ],
  },
  forgotPassword: {
    scenarios: [
      {
        name: 'valida',
        summary: 'El correo de una cuenta (la respuesta es la misma para cualquier correo)',
        status: 200,
        body: { email: 'nuevo@simulador.test' },
      },
      {
        name: 'correoInvalido',
        summary: 'Un correo sin arroba',
        status: 422,
        body: { email: 'nuevo.simulador.test' },
        hidden: true,
      },
    ],
  },
  resendEmail: {
    scenarios: [
      {
        name: 'valida',
        summary: 'El correo de una cuenta sin confirmar (la respuesta es la misma para cualquier correo)',
        status: 200,
        body: { email: 'camila.torres@correo.test' },
      },
      {
        name: 'correoVacio',
        summary: 'Un correo vacío',
        status: 422,
        body: { email: '' },
        hidden: true,
      },
    ],
  },
  getStatus: {
    persona: 'demo',
    scenarios: [{ name: 'valida', summary: 'Con la sesión de un cliente verificado', status: 200 }],
  },
  profile: {
    persona: 'demo',
    scenarios: [{ name: 'valida', summary: 'Con la sesión de un cliente verificado', status: 200 }],
  },
  changePassword: {
    persona: 'demo',
    scenarios: [
      {
        name: 'valida',
        summary: 'La contraseña actual y la nueva dos veces',
        status: 200,
        body: { current_password: 'demo1234', new_password: 'demo5678', confirm_password: 'demo5678' },
      },
      {
        name: 'claveActualIncorrecta',
        summary: 'Una contraseña actual que no es la de la cuenta',
        status: 422,
        body: { current_password: 'otra-clave', new_password: 'demo9012', confirm_password: 'demo9012' },
      },
    ],
  },
  updateClient: {
    persona: 'demo',
    scenarios: [
      {
        name: 'valida',
        summary: 'Algunos datos personales nuevos',
        status: 200,
        body: { datos: { telephone: '+57 310 555 0199', address_city: 'Medellín' } },
      },
      {
        name: 'correoDeOtraCuenta',
        summary: 'El correo de otro cliente',
        status: 409,
        body: { datos: { email: 'inversor@simulador.test' } },
      },
      {
        name: 'fechaInvalida',
        summary: 'Una fecha de nacimiento que no es AAAA-MM-DD',
        status: 422,
        body: { datos: { birthday_date: '12/04/1990' } },
      },
    ],
  },
  kyc: {
    persona: 'verificando',
    scenarios: [
      {
        name: 'valida',
        summary: 'Los tres documentos, imágenes o PDF (un cliente en estado 2 pasa al 3)',
        status: 200,
        body: {
          file_id_front: 'documento-frente.jpg',
          file_id_reverse: 'comprobante-domicilio.pdf',
          file_selfie: 'selfie.png',
        },
      },
      {
        name: 'faltaUnArchivo',
        summary: 'Sin file_selfie',
        status: 422,
        body: { file_id_front: 'documento-frente.jpg', file_id_reverse: 'comprobante-domicilio.pdf' },
        hidden: true,
      },
    ],
  },
  dashboard: {
    persona: 'demo',
    scenarios: [{ name: 'valida', summary: 'Con la sesión del cliente', status: 200 }],
  },
  balanceList: {
    persona: 'demo',
    scenarios: [
      { name: 'valida', summary: 'La primera página', status: 200, body: { page: 1 } },
      { name: 'paginaInvalida', summary: 'La página 0', status: 422, body: { page: 0 }, hidden: true },
    ],
  },
  investmentsChart: {
    persona: 'demo',
    scenarios: [{ name: 'valida', summary: 'Con la sesión del cliente', status: 200 }],
  },
  netReturn: {
    persona: 'demo',
    scenarios: [
      { name: 'valida', summary: 'Con la sesión de un cliente con un año de historia', status: 200 },
    ],
  },
  beneficiaries: {
    persona: 'demo',
    scenarios: [
      { name: 'valida', summary: 'Las cuentas nacionales', status: 200, body: { bank_personal: '1' } },
      {
        name: 'remesasYCripto',
        summary: 'Las remesas y las direcciones USDT',
        status: 200,
        body: { bank_personal: '3' },
      },
      {
        name: 'tipoInvalido',
        summary: "Un tipo que no es '1', '2' ni '3'",
        status: 422,
        body: { bank_personal: '4' },
        hidden: true,
      },
    ],
  },
  beneficiaryCreate: {
    persona: 'demo',
    scenarios: [
      { name: 'valida', summary: 'Una cuenta nacional', status: 200, body: national },
      {
        name: 'internacional',
        summary: 'Una cuenta internacional, con Swift y ABA',
        status: 200,
        body: {
          bank_personal: '2',
          bank_type: 'CORRIENTE',
          bank_name: 'Chase',
          bank_client: 'Valentina Ríos',
          bank_account: '000123456789',
          country_id: 55,
          bank_swift: 'CHASUS33',
          bank_aba: '021000021',
        },
      },
      {
        name: 'remesa',
        summary: 'Un beneficiario de remesa',
        status: 200,
        body: {
          bank_personal: '3',
          bank_client: 'Rosa María',
          bank_apellidos: 'Gómez Paredes',
          tipo_identificacion: 'Pasaporte',
          identificacion: 'PA1234567',
          country_id: 57,
          provincia: 'Pichincha',
          ciudad: 'Quito',
          direccion_cliente: 'Av. Amazonas N34-120',
          telefono: '+593 99 555 0101',
        },
      },
      {
        name: 'cripto',
        summary: 'Una dirección USDT en la red TRON',
        status: 200,
        body: {
          bank_personal: '3',
          bank_client: 'Valentina',
          bank_apellidos: 'Ríos',
          network: 'TRON (TRC-20)',
          address_cripto: 'TRkvwCrAZ1bRR7LkAaw6kR3K7P3TMFQieU',
        },
      },
      {
        name: 'paisInexistente',
        summary: 'Un country_id que no está en la lista de países',
        status: 422,
        body: { ...national, country_id: 99999 },
      },
    ],
  },
  beneficiaryDelete: {
    persona: 'demo',
    scenarios: [
      { name: 'valida', summary: 'Una cuenta del cliente', status: 200, params: { id: 3 } },
      { name: 'deOtroCliente', summary: 'Una cuenta de otro cliente', status: 404, params: { id: 5 } },
      { name: 'noExiste', summary: 'Un id que no existe', status: 404, params: { id: 999999 } },
      {
        name: 'idInvalido',
        summary: "Un id que no es un número ('abc')",
        status: 422,
        params: { id: 'abc' },
        hidden: true,
      },
    ],
  },
  paisesList: {
    scenarios: [{ name: 'valida', summary: 'Sin sesión: la lista es pública', status: 200 }],
  },
};
