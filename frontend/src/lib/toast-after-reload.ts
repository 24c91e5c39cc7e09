// A toast for the page after a reload (issue 14). Login and Reset for Rollout reload the page when they
// succeed (SPEC 4, 2.4); a toast shown just before is gone with the page. So the toast is kept in
// sessionStorage, the page reloads at once, and the next page shows it, once.
import { useEffect } from 'react';
import type { ToastVariant } from './notifications';
import { useToast } from './notifications';
import { readStoredJson, removeStored, writeStoredJson } from './storage';

export const TOAST_AFTER_RELOAD_KEY = 'toastAfterReload';

export type ToastAfterReload = {
  title: string;
  description?: string;
  variant?: ToastVariant;
};

const VARIANTS: readonly ToastVariant[] = ['default', 'success', 'destructive'];

function isToastAfterReload(value: unknown): value is ToastAfterReload {
  if (typeof value !== 'object' || value === null) return false;
  const { title, description, variant } = value as Record<string, unknown>;
  return (
    typeof title === 'string' &&
    (description === undefined || typeof description === 'string') &&
    (variant === undefined || VARIANTS.includes(variant as ToastVariant))
  );
}

/** Reloads the page, which then shows `toast`. */
export function reloadWithToast(toast: ToastAfterReload): void {
  writeStoredJson(TOAST_AFTER_RELOAD_KEY, toast, 'session');
  window.location.reload();
}

/** Shows the toast a page kept for the one after its reload (once: it is taken out as it is shown). */
export function useToastAfterReload(): void {
  const { toast } = useToast();
  useEffect(() => {
    const stored = readStoredJson(TOAST_AFTER_RELOAD_KEY, 'session');
    if (stored === undefined) return;
    removeStored(TOAST_AFTER_RELOAD_KEY, 'session');
    if (isToastAfterReload(stored)) toast(stored);
    else console.error('Ignoring a stored toast that is not valid', stored);
  }, [toast]);
}
