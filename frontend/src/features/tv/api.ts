// A showroom screen's board (issue 20, part 4): GET /api/tv/<token>, no sign-in (the token in the path is the key).
// Read again when the server's live stream says the leaderboard or the standings changed (lib/use-live-updates), and
// every TV_REFRESH_MS besides, so a screen whose stream dropped still moves.
import { useQuery } from '@tanstack/react-query';
import { TV_REFRESH_MS, type TvBoard } from '@tint/libs/tv';
import { ApiError } from '@/lib/api-client';
import { tvKeys } from '@/lib/query-keys';

/** A 404: the token is unknown, malformed or revoked (TV_TOKEN_INVALID). */
export function isTurnedOff(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function useTvBoard(token: string) {
  return useQuery<TvBoard>({
    queryKey: tvKeys.board(token),
    refetchInterval: TV_REFRESH_MS,
    // A screen nobody watches over keeps trying through a blip; a revoked token is final until the page is reloaded.
    refetchIntervalInBackground: true,
    retry: (failures, error) => !isTurnedOff(error) && failures < 3,
  });
}
