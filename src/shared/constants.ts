/**
 * Business constants shared by several features (p1 §9, p2 §9). A constant used by one feature only lives
 * in that feature.
 */

/** CONST-01: the minimum investment, in USDT: the calculator's input, the login text and the invest modal. */
export { MIN_INVESTMENT_USDT as MIN_INVESTMENT } from '@/contract/limits';

/** The currency label of the demo platform (DEMO-04) and of the public screens. */
export const CURRENCY_DEMO = 'USDT';

/** The currency label outside demo mode (DEMO-05). */
export const CURRENCY_REAL = '$';
