// Test helper: a DatePicker whose value lives in state, as in a form.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import { DatePicker, type DatePickerProps } from '@/components/ui/date-picker/date-picker';

type HarnessProps = Omit<DatePickerProps, 'onChange'> & { onChange?: (value: string) => void };

function Harness({ value = '', onChange, ...props }: HarnessProps) {
  const [current, setCurrent] = useState(value);
  return (
    <>
      <label htmlFor="date">Date</label>
      <DatePicker
        id="date"
        {...props}
        value={current}
        onChange={(next) => {
          setCurrent(next);
          onChange?.(next);
        }}
      />
    </>
  );
}

/** Renders a controlled picker (today is 2082-04-15 unless given) and returns the spy and user. */
export function renderPicker(props: HarnessProps = {}) {
  const onChange = vi.fn<(value: string) => void>();
  const user = userEvent.setup();
  const view = render(<Harness today="2082-04-15" onChange={onChange} {...props} />);
  const field = screen.getByLabelText('Date');
  const opener = () => screen.getByRole('button', { name: /open calendar|पात्रो खोल्नुहोस्/i });
  const open = async () => {
    await user.click(opener());
    return screen.getByRole('dialog');
  };
  return { ...view, onChange, user, field, opener, open };
}
