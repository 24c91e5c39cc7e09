// Leaving the page with a half-filled booking asks first (issue 14), through the browser's own 'Leave site?'
// prompt: the tab may be closed, or Back may leave the app, and then the stored draft is gone with the tab.
// Mounted by the app shell, so it also guards a draft left while another section is on screen; it reads the
// stored draft at the moment of leaving, so logout (which clears it first) leaves without asking.
import { useEffect } from 'react';
import { hasHalfFilledBooking } from './booking-draft-stored';

export function useLeaveWarning(): void {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasHalfFilledBooking()) return;
      event.preventDefault();
      // Browsers before the standard preventDefault() (Chrome 119, Safari 17) need a return value.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
}
