/**
 * Texts of the demo's checklist 'Qué probar' (simulator builds only): what a visitor can try, each step with
 * the screen it starts from. Screen names quote the menu (shared/navigation.ts), the buttons quote the
 * screens they name and the sidebar's 'Simulador' menu, so the hints read as the client area does.
 */
import type { DemoStep } from './model/steps';

export const demoGuideStrings = {
  title: 'Qué probar',
  intro: 'Pruebe el simulador de principio a fin. Cada paso se marca solo cuando el simulador lo registra.',
  /** '3 de 6'. */
  count: (done: number, total: number) => `${done} de ${total}`,
  /** Read after the count by screen readers: '3 de 6 pasos hechos'. */
  countSuffix: ' pasos hechos',
  failed: 'No se pudo comprobar lo que ya ha probado.',
  allDone: '¡Ha probado todo! Siga usando el simulador cuanto quiera.',
  hide: 'Ocultar',
  hideLabel: 'Ocultar «Qué probar»',
  show: 'Mostrar «Qué probar»',
  /** The accessible state of each step's tick. */
  done: 'Hecho',
  pending: 'Pendiente',
  unknown: 'Sin comprobar',

  steps: {
    invertir: {
      label: 'Invertir en un proyecto',
      hint: 'En Proyectos, pulse «Continuar», elija un proyecto del mercado primario e invierta.',
    },
    ofertar: {
      label: 'Poner una inversión en venta',
      hint: 'En Mis inversiones, pulse «Continuar» y «Ofertar» en una inversión activa.',
    },
    comprar: {
      label: 'Comprar una oferta del mercado secundario',
      hint: 'En Proyectos, pulse «Continuar», elija «Mercado secundario» y compre una oferta.',
    },
    depositar: {
      label: 'Reportar un depósito y ver cómo se aprueba',
      hint: 'En Depósito, use «Reportar depósitos»; luego pulse «+1 minuto» en el reloj del menú «Simulador» y quedará aprobado.',
    },
    tarjeta: {
      label: 'Solicitar una tarjeta',
      hint: 'En Tarjetas, abra «Agregar tarjeta» y pulse «Solicitar tarjeta».',
    },
    intereses: {
      label: 'Avanzar el reloj 30 días y ver los intereses',
      hint: 'En el menú «Simulador», pulse «+30 días» en el reloj y vea los intereses en Últimos movimientos: la sesión sigue abierta.',
    },
  } satisfies Record<DemoStep, { label: string; hint: string }>,
} as const;
