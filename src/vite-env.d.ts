/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'real' points the client at VITE_API_URL; anything else runs the in-browser simulator. */
  readonly VITE_API_MODE?: string;
  readonly VITE_API_URL?: string;
  /** The simulator's artificial network delay in ms (default 250). */
  readonly VITE_SIMULATOR_DELAY_MS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The simulator's server script, relative to the site's base (scripts/simulator-worker-plugin.ts). */
declare module 'virtual:simulator-server' {
  const serverScript: string;
  export default serverScript;
}
