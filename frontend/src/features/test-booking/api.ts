// POST /api/test-appointments (no authentication). The page shows the raw answer, so the result keeps
// the response body as text, or the network error's message when no answer came back (SPEC 8).
// GET /api/test-appointments/first-open-slot: the free slot the form is prefilled with.
import type { FirstOpenSlotResponse, TestAppointmentRequest } from '@tint/libs/api-types';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * The first slot still free, asked afresh on every visit (slots fill up meanwhile): no cache kept after the
 * page closes, so the form never starts from a slot taken since.
 */
export function useFirstOpenSlot() {
  return useQuery<FirstOpenSlotResponse>({ queryKey: ['/api/test-appointments/first-open-slot'], staleTime: 0, gcTime: 0 });
}

export type TestBookingResult =
  | { kind: 'success'; status: number; body: string }
  | { kind: 'error'; status: number; body: string }
  | { kind: 'network'; message: string };

/** Pretty-printed JSON when the text is JSON, the text itself otherwise. */
export function rawJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

async function createTestAppointment(request: TestAppointmentRequest): Promise<TestBookingResult> {
  try {
    const response = await apiRequest('POST', '/api/test-appointments', { body: request });
    return { kind: 'success', status: response.status, body: await response.text() };
  } catch (error) {
    // The page shows what the server answered: the body, or the status text when there was none (SPEC 8).
    if (error instanceof ApiError) return { kind: 'error', status: error.status, body: error.body || error.statusText };
    return { kind: 'network', message: error instanceof Error ? error.message : String(error) };
  }
}

export function useTestBookingMutation() {
  return useMutation({ mutationFn: createTestAppointment });
}
