// Where the tour points: elements marked with data-tour="<id>". Shared because the marks sit on screens
// of several features and on the app shell, while the tour feature finds them. A desktop tab's label
// carries the mark, and the whole tab is highlighted; on phones the bottom bar's buttons carry it.
import type { NavSectionId } from './sections';

export type TourTargetId = 'metrics' | `nav-${Exclude<NavSectionId, 'dashboard'>}` | 'notifications' | 'badges';

export function tourTargetAttribute(id: TourTargetId): { 'data-tour': TourTargetId } {
  return { 'data-tour': id };
}

/** The element a step points at, or null (the step is then shown in the middle of the screen). */
export function findTourTarget(id: TourTargetId): HTMLElement | null {
  const marked = document.querySelector<HTMLElement>(`[data-tour="${id}"]`);
  if (!marked) return null;
  return marked.closest<HTMLElement>('.ant-tabs-tab') ?? marked;
}

/** The mark of a section switcher item; the Dashboard item has none (the tour starts on it). */
export function navTourTarget(section: NavSectionId): { 'data-tour'?: TourTargetId } {
  return section === 'dashboard' ? {} : tourTargetAttribute(`nav-${section}`);
}
