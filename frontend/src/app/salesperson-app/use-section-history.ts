// Which section is on screen, kept where the browser keeps a page (issue 14). The app has no URL routes of its
// own (SPEC 2.3), so a section change pushes a same-URL history entry naming the section: Back and Forward move
// between sections, and Back from the first one leaves the app as it would a page. A reload keeps the entry's
// state; the section is also kept in sessionStorage (lib/session-drafts.ts) for a fresh entry in the same tab.
import { useCallback, useEffect, useRef, useState } from 'react';
import { DIALOG_STATE_FIELD, SECTION_STATE_FIELD, historyStateField, isDialogEntry, pushHistoryState, replaceHistoryState } from '@/lib/history-entries';
import type { SectionId, SectionNavigate } from '@/lib/sections';
import { isSectionId } from '@/lib/sections';
import { SECTION_DRAFT_KEY, readDraft, writeDraft } from '@/lib/session-drafts';

function entrySection(): SectionId | null {
  const section = historyStateField(SECTION_STATE_FIELD);
  return isSectionId(section) ? section : null;
}

function initialSection(): SectionId {
  const stored = readDraft(SECTION_DRAFT_KEY);
  return entrySection() ?? (isSectionId(stored) ? stored : 'dashboard');
}

/** A new section starts at its top, as a new page would. */
function scrollToTop(): void {
  document.documentElement.scrollTop = 0;
}

export function useSectionHistory(): { section: SectionId; navigate: SectionNavigate } {
  const [section, setSection] = useState(initialSection);
  const shownRef = useRef(section);
  useEffect(() => {
    shownRef.current = section;
  }, [section]);

  // Once: the entry names the section shown, and an entry left by a dialog open before a reload is a plain one again.
  useEffect(() => {
    replaceHistoryState({ [SECTION_STATE_FIELD]: initialSection() }, [DIALOG_STATE_FIELD]);
  }, []);

  useEffect(() => writeDraft(SECTION_DRAFT_KEY, section), [section]);

  useEffect(() => {
    const onPopState = () => {
      const next = entrySection() ?? 'dashboard';
      if (next === shownRef.current) return;
      setSection(next);
      scrollToTop();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate = useCallback<SectionNavigate>(
    (next) => {
      if (next !== section) {
        // From a dialog's entry (Return to Dashboard in Booking Confirmed), the section takes that entry's place:
        // Back then returns to the section under the dialog, not to the closed dialog.
        if (isDialogEntry()) replaceHistoryState({ [SECTION_STATE_FIELD]: next }, [DIALOG_STATE_FIELD]);
        else pushHistoryState({ [SECTION_STATE_FIELD]: next });
      }
      setSection(next);
      scrollToTop();
    },
    [section],
  );

  return { section, navigate };
}
