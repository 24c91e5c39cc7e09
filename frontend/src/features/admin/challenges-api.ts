// The admin's challenge calls (issue 20): the list, and creating, editing, ending and deleting one, with the admin's
// bearer token. Every write reads the admin's data again (the list, and the counts that may show what changed).
import type { AdminChallenge, ChallengeInput } from '@tint/libs/api-types';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { useAdminToken } from './admin-token';
import { bearer, refreshAdminData } from './api';

export function useAdminChallenges() {
  const token = useAdminToken();
  return useQuery(queryOptions<AdminChallenge[]>({ queryKey: adminKeys.challenges(), queryFn: getQueryFn<AdminChallenge[]>({ headers: bearer(token) }), refetchOnMount: 'always' }));
}

/** What one write does: create (POST), edit (PATCH with the fields), end (PATCH status 'ended') or delete. */
export type ChallengeWrite =
  | { type: 'create'; input: ChallengeInput }
  | { type: 'edit'; id: string; input: Partial<ChallengeInput> }
  | { type: 'end'; id: string }
  | { type: 'delete'; id: string };

export function useChallengeWriteMutation() {
  const token = useAdminToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (write: ChallengeWrite): Promise<void> => {
      const headers = bearer(token);
      const path = write.type === 'create' ? '/api/admin/challenges' : `/api/admin/challenges/${encodeURIComponent(write.id)}`;
      switch (write.type) {
        case 'create':
          await apiRequest('POST', path, { body: write.input, headers });
          return;
        case 'edit':
          await apiRequest('PATCH', path, { body: write.input, headers });
          return;
        case 'end':
          await apiRequest('PATCH', path, { body: { status: 'ended' }, headers });
          return;
        case 'delete':
          await apiRequest('DELETE', path, { headers });
      }
    },
    onSuccess: () => void refreshAdminData(queryClient),
  });
}
