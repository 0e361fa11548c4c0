import type { DiversificationAnswer } from '@/contract/diversification';
import { toMinorUnits } from '@/shared/format/money';
import { formatRateFixed } from '@/shared/format/rate';
import { diversificationStrings } from '../strings';

/** DIV-05: the share of the invested amount above which one issuer or one project is pointed out. */
export const CONCENTRATION_LIMIT_PERCENT = '20';

/** The limit as the screen writes it ('20 %'). */
export const concentrationLimit = `${CONCENTRATION_LIMIT_PERCENT} %`;

const above = (share: string) => toMinorUnits(share, 2) > toMinorUnits(CONCENTRATION_LIMIT_PERCENT, 2);

/**
 * DIV-05: the sentences of the concentration notice, in plain Spanish: one for the largest issuer and one for
 * the largest project when its share is above the limit, compared in hundredths (no floats); none otherwise.
 */
export function concentrationWarnings(
  data: Pick<DiversificationAnswer, 'mayor_emisor' | 'mayor_proyecto'>,
): string[] {
  const t = diversificationStrings.concentration;
  const out: string[] = [];
  const issuer = data.mayor_emisor;
  if (issuer && above(issuer.porcentaje))
    out.push(t.issuer(concentrationLimit, issuer.nombre, formatRateFixed(issuer.porcentaje)));
  const project = data.mayor_proyecto;
  if (project && above(project.porcentaje))
    out.push(t.project(concentrationLimit, project.nombre, formatRateFixed(project.porcentaje)));
  return out;
}
