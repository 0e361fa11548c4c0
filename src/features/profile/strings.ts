/**
 * Texts of 'Mi cuenta' (p1 §2 Profile, §4 States, §5 Validation, §8 Errors, §9 Constants), in one place for
 * review. Where the specification gives the words they are quoted exactly.
 */
import type { ClientDataField } from '@/contract/auth';

/** The personal-data fields the edit form holds (PROF-11), in the order the form shows them. */
export type PersonalField = Exclude<ClientDataField, 'referrer' | 'client_type' | 'cpf'>;

export const profileStrings = {
  /** ROUTE-19: the screen's title. */
  title: 'Mi cuenta',
  /** SHELL-14, p1 §8. */
  loading: 'Cargando...',

  /** PROF-01, PROF-02: the main layout's tabs. */
  tabs: {
    label: 'Secciones de Mi cuenta',
    profile: 'Editar perfil',
    verification: 'Centro de verificación',
    bankAccounts: 'Cuentas bancarias',
  },

  /** PROF-07: the switch between the main layout and the alternate one (PROF-04), and its theme (PROF-06). */
  layout: {
    label: 'Diseño de Mi cuenta',
    main: 'Principal',
    alternate: 'Alternativo',
    theme: 'Tema del diseño alternativo',
    light: 'Claro',
    dark: 'Oscuro',
  },

  /** PROF-04: the alternate layout's tabs, written as the specification writes them. */
  alternateTabs: {
    label: 'Secciones del perfil',
    personal: 'Mis Datos Personales',
    security: 'Privacidad & Seguridad',
    verification: 'Centro de verificación',
    bankAccounts: 'Cuentas Bancarias',
  },

  personal: {
    title: 'Datos personales',
    /** PROF-08: what an empty field shows in the summary. */
    empty: 'Sin agregar',
    /** PROF-09. */
    complete: 'Completar información',
    editTitle: 'Completar información personal',
    /** PROF-10: closes the form without saving. */
    back: 'Volver',
    save: 'Guardar',
    /** PROF-13: described as mandatory, not enforced. */
    mandatoryNote: 'Los campos marcados con * son obligatorios.',
    chooseOption: 'Seleccione una opción',
    chooseCountry: 'Seleccione un país',
    fields: {
      name: 'Nombre completo',
      comercial_name: 'Nombre comercial',
      email: 'Correo electrónico',
      identity: 'Documento de identidad',
      birthday_date: 'Fecha de nacimiento',
      telephone: 'Teléfono',
      address_street: 'Dirección (calle)',
      address_number: 'Número',
      address_zipcode: 'Código postal',
      address_city: 'Ciudad',
      address_zone: 'Zona o barrio',
      address_country: 'País',
      sexo: 'Sexo',
      situacionlaboral: 'Situación laboral',
      ocupacion: 'Ocupación',
      lugartrabajo: 'Lugar de trabajo',
      estadocivil: 'Estado civil',
    } satisfies Record<PersonalField, string>,
    sexoOptions: ['Masculino', 'Femenino'],
    /** SRV-51: after a save that asks for a new e-mail, which counts only once confirmed. */
    emailPending: (next: string, current: string) =>
      `Enviamos un enlace de confirmación a ${next}. Su correo electrónico sigue siendo ${current} hasta que abra ese enlace.`,
  },

  password: {
    title: 'Cambiar contraseña',
    /** PWD-04, CONST: rotation advice every 30 days. */
    advice: 'Le recomendamos cambiar su contraseña cada 30 días.',
    /** PWD-01. */
    current: 'Contraseña actual',
    next: 'Nueva contraseña',
    confirm: 'Confirmar nueva contraseña',
    submit: 'Cambiar contraseña',
  },

  /** PROF-14, PWD-07, ERR-02: the result of a save, in a modal with 'Aceptar'. */
  messageModal: {
    personalTitle: 'Datos personales',
    passwordTitle: 'Cambiar contraseña',
    accept: 'Aceptar',
  },

  /** When a call fails without a message from the server (network down). */
  unknownError: 'No se pudo completar la operación. Intente nuevamente.',
} as const;
