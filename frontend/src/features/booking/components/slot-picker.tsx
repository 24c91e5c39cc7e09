import { ClockCircleOutlined } from '@ant-design/icons';
import type { SlotTime } from '@tint/libs/slots';
import { SLOT_TIMES } from '@tint/libs/slots';
import { Button } from 'antd';
import { createContext, useContext } from 'react';

/**
 * The free slots of the picked date. A context rather than a prop: Form.Item memoises its control and
 * would keep showing the slots of the first render.
 */
export const AvailableSlotsContext = createContext<readonly SlotTime[]>(SLOT_TIMES);

type SlotPickerProps = {
  /** Injected by Form.Item. */
  id?: string;
  value?: SlotTime;
  onChange?: (value: SlotTime) => void;
  labelledBy: string;
  describedBy?: string;
};

/** The three time-slot buttons; a slot missing from the available times is disabled (SPEC 5). */
export function SlotPicker({ id, value, onChange, labelledBy, describedBy }: SlotPickerProps) {
  const available = useContext(AvailableSlotsContext);
  return (
    <div id={id} role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} className="slot-picker">
      {SLOT_TIMES.map((slot) => {
        const selected = value === slot;
        const isAvailable = available.includes(slot);
        return (
          <Button
            key={slot}
            size="large"
            type={selected ? 'primary' : 'default'}
            aria-pressed={selected}
            disabled={!isAvailable}
            icon={<ClockCircleOutlined aria-hidden />}
            onClick={() => onChange?.(slot)}
            className={isAvailable ? 'slot-button' : 'slot-button slot-button-taken'}
          >
            {slot}
          </Button>
        );
      })}
    </div>
  );
}
