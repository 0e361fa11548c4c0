/**
 * Business limits both programs apply: the client checks them before it sends, the server when it decides,
 * so a value the form accepts is one the server accepts. Amounts are whole USDT; each side turns them into
 * its own minor units (the client's cents, the server's micro-units).
 */

/** CONST-01, INVEST-11, SRV-22: the smallest investment (or the project's disponible when that is lower). */
export const MIN_INVESTMENT_USDT = 50;

/** DEP-22, SRV-34: the largest deposit a client may report. */
export const MAX_DEPOSIT_USDT = 5000;

/** CARD-39, SRV-37: the largest transfer from the wallet to a card. */
export const MAX_CARD_TRANSFER_USDT = 3000;

/** WDR-26, SRV-30: the smallest withdrawal. */
export const MIN_WITHDRAWAL_USDT = 20;

/** SELL-09, SRV-24: the largest sale percentage (100 is the original value). */
export const MAX_SALE_PERCENT = 1000;

/** FILT-07, SRV-41: the highest interest the rango filter asks for, in percent (the slider's top). */
export const MAX_RATE_FILTER_PERCENT = 20;

/** LOGIN-11 (p1 §9): the shortest password, checked at login and when a password is changed. */
export const MIN_PASSWORD_LENGTH = 6;
