/**
 * Debian's Chromium as every script and test here starts it (`CHROMIUM_PATH` names another build). This
 * machine runs as root and reaches nothing beyond loopback: without the sandbox, and without the background
 * connections (updates, sync, QUIC probes) that the closed network would refuse many at a time.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
