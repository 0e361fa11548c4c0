/**
 * SRV-22: the rules of a primary investment, pure. The handler reads the project and the caller's wallet,
 * this module decides whether the amount may be invested (or which Spanish message refuses it), and the
 * store then applies SRV-23 (investment-repo.ts).
 */
import type { ProjectRecord } from '../store/records';
import { formatMicro, parseAmountMicro } from './money';
import { MIN_INVESTMENT_MICRO, projectAvailableMicro } from './project-view';
import { conflict, invalid } from './refusal';

export const investMessages = {
  done: 'Inversión realizada con éxito',
  amountRequired: 'El campo monto es requerido',
  amountInvalid: 'El monto no es válido: use un número positivo con hasta dos decimales',
  unknownProject: 'El proyecto seleccionado no existe',
  closed: 'El proyecto no está disponible para inversión',
  belowMinimum: (min: number) => `El monto mínimo de inversión es ${formatMicro(min)}`,
  aboveAvailable: (available: number) =>
    `El monto supera el disponible del proyecto (${formatMicro(available)})`,
  aboveWallet: (wallet: number) => `Saldo disponible insuficiente (${formatMicro(wallet)})`,
} as const;

/** A project takes investments while active, started, before its end and its investment deadline. */
export function isProjectTakingInvestments(p: ProjectRecord, now: number): boolean {
  return p.status === 'ACTIVO' && p.startAt <= now && now < p.endAt && now <= p.maxInvestmentAt;
}

/** The smallest amount a project accepts now (CONST-01, INVEST-12): 50, or its available amount if lower. */
export function minimumInvestmentMicro(p: ProjectRecord): number {
  return Math.min(MIN_INVESTMENT_MICRO, projectAvailableMicro(p));
}

/**
 * SRV-22: the amount in micro-units when the caller may invest it in the project now; otherwise throws the
 * refusal: 422 for an amount that is not a valid amount or is below the minimum, 409 for a project that is
 * closed, an amount above its available amount or above the caller's DISPONIBLE.
 */
export function checkInvestment(
  amountText: string,
  project: ProjectRecord,
  walletMicro: number,
  now: number,
): number {
  if (amountText.trim() === '') throw invalid(investMessages.amountRequired);
  // Padded text (' 50 ') is refused like any other malformed amount (quality.md, bad input).
  const amount = amountText === amountText.trim() ? parseAmountMicro(amountText) : null;
  if (amount === null) throw invalid(investMessages.amountInvalid);
  if (!isProjectTakingInvestments(project, now)) throw conflict(investMessages.closed);
  const available = projectAvailableMicro(project);
  const minimum = minimumInvestmentMicro(project);
  if (available > 0 && amount < minimum) throw invalid(investMessages.belowMinimum(minimum));
  if (amount > available) throw conflict(investMessages.aboveAvailable(available));
  if (amount > walletMicro) throw conflict(investMessages.aboveWallet(walletMicro));
  return amount;
}
