import { TOUR_SKIP, TOUR_STEP_TEXTS } from '@tint/libs/texts/tour';
import type { TourProps } from 'antd';
import { Button, Tour } from 'antd';
import { useCloseOnBack } from '@/hooks/use-close-on-back';
import { useIsDesktop } from '@/hooks/use-media-query';
import { findTourTarget } from '@/lib/tour-targets';
import type { GuidedTourState } from '../use-guided-tour';

function tourSteps(isDesktop: boolean): TourProps['steps'] {
  return TOUR_STEP_TEXTS.map((step) => ({
    title: step.title,
    description: step.description,
    // A function, so the element is looked up when the step shows (the tabs or the bottom bar).
    // A missing element (null) shows the step in the middle of the screen.
    target: (() => findTourTarget(step.target)) as () => HTMLElement,
    scrollIntoViewOptions: { block: 'center' },
    // On desktop the bell sits near the header's right end: a panel centred under it reached the screen's
    // edge at 1280 px, so it opens leftwards from the bell. A phone's panel is shifted onto the screen anyway.
    ...(isDesktop && step.target === 'notifications' ? { placement: 'bottomRight' as const } : {}),
  }));
}

const desktopSteps = tourSteps(true);
const phoneSteps = tourSteps(false);

type GuidedTourProps = {
  tour: GuidedTourState;
};

/** SPEC 2.3 / 4: the 7-step guided tour, with Skip beside the step buttons until the last step. */
export function GuidedTour({ tour }: GuidedTourProps) {
  // Back ends it as its close button does (issue 14), rather than leaving the app under it.
  useCloseOnBack(tour.open, tour.end);
  const isDesktop = useIsDesktop();
  return (
    <Tour
      open={tour.open}
      current={tour.current}
      onChange={tour.setCurrent}
      onClose={tour.end}
      onFinish={tour.end}
      steps={isDesktop ? desktopSteps : phoneSteps}
      rootClassName="guided-tour"
      actionsRender={(buttons, { current, total }) => (
        <>
          {current < total - 1 && (
            <Button size="small" type="text" onClick={tour.end} className="guided-tour-skip">
              {TOUR_SKIP}
            </Button>
          )}
          {buttons}
        </>
      )}
    />
  );
}
