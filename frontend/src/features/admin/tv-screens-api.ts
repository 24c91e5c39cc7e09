// Showroom screens (issue 20, part 4): the Users tab's card lists them, adds one (the answer carries its link, shown
// once) and revokes one, with the admin's bearer token.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TV_TOKENS_PATH, type CreatedTvScreen, type CreateTvScreenRequest, type TvScreen } from '@tint/libs/tv';
import { apiRequest, getQueryFn } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { useAdminToken } from './admin-token';
import { bearer } from './api';

/** GET /api/admin/tv-tokens: the screens whose links work, newest first. */
export function useTvScreens() {
  const token = useAdminToken();
  return useQuery({ queryKey: adminKeys.tvScreens(), queryFn: getQueryFn<TvScreen[]>({ headers: bearer(token) }) });
}

/** POST /api/admin/tv-tokens → 201, with the screen's token and page path (the only time they are seen). */
export function useAddTvScreenMutation() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateTvScreenRequest): Promise<CreatedTvScreen> => {
      const response = await apiRequest('POST', TV_TOKENS_PATH, { body: request, headers: bearer(token) });
      return (await response.json()) as CreatedTvScreen;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.tvScreens() }),
  });
}

/** DELETE /api/admin/tv-tokens/{id} → 204: the screen's page and stream stop. */
export function useRevokeTvScreenMutation() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<void> => {
      await apiRequest('DELETE', `${TV_TOKENS_PATH}/${encodeURIComponent(id)}`, { headers: bearer(token) });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.tvScreens() }),
  });
}
