// The guided tour's state (SPEC 4, "Tour"): it opens on its own TOUR_DELAY_MS after the app first loads
// unless this user's completed flag is stored; Skip, close and Finish store the flag; Take Tour restarts
// it. Both its start and its end show the dashboard, where the tour's first and last steps point.
import { TOUR_DELAY_MS } from '@tint/libs/constants';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { isTourCompleted, markTourCompleted } from './tour-storage';

export type GuidedTourState = {
  open: boolean;
  current: number;
  setCurrent: (step: number) => void;
  start: () => void;
  end: () => void;
};

export function useGuidedTour(userId: string, showDashboard: () => void): GuidedTourState {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(0);

  const start = useCallback(() => {
    showDashboard();
    setCurrent(0);
    setOpen(true);
  }, [showDashboard]);

  const end = useCallback(() => {
    markTourCompleted(userId);
    setOpen(false);
    showDashboard();
  }, [userId, showDashboard]);

  // Scheduled once per user: a new `start` (a new showDashboard) must not schedule the tour again.
  const startOnItsOwn = useEffectEvent(start);
  useEffect(() => {
    if (isTourCompleted(userId)) return undefined;
    const timer = window.setTimeout(() => startOnItsOwn(), TOUR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [userId]);

  return { open, current, setCurrent, start, end };
}
