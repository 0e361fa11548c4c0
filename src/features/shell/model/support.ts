/**
 * GEN-02: the support chat the footer's one-line link opens. The documents do not name the provider's
 * channel: a deployment sets VITE_SUPPORT_CHAT_URL; the default opens a WhatsApp chat with a prefilled text.
 */
const DEFAULT_SUPPORT_CHAT_URL = `https://wa.me/?text=${encodeURIComponent(
  'Hola, necesito ayuda con mi cuenta de la plataforma de inversión.',
)}`;

function configuredUrl(): string | null {
  const value: unknown = import.meta.env.VITE_SUPPORT_CHAT_URL;
  return typeof value === 'string' && /^https:\/\//.test(value) ? value : null;
}

export const SUPPORT_CHAT_URL: string = configuredUrl() ?? DEFAULT_SUPPORT_CHAT_URL;
