// The server's switches the browser mirrors (GET /api/client-config); the server enforces them anyway.
import { useQuery } from '@tanstack/react-query';

export type ClientConfig = { testBookingEnabled: boolean; singleSignOnEnabled: boolean; businessTimeZone: string };

export const clientConfigKey = ['/api/client-config'] as const;

export function useClientConfig() {
  return useQuery<ClientConfig>({ queryKey: clientConfigKey });
}
