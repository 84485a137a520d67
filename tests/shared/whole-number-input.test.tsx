import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n';
import { WholeNumberInput } from '@/shared/ui/whole-number-input';

function Box({ onValue, max = 50 }: { onValue: (value: number | '') => void; max?: number }) {
  const [value, setValue] = useState<number | ''>('');
  return (
    <MantineProvider>
      <WholeNumberInput
        label="Number of students"
        min={1}
        max={max}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    </MantineProvider>
  );
}

describe('WholeNumberInput', () => {
  it('takes Bangla digits as the same whole number', async () => {
    const onValue = vi.fn();
    render(<Box onValue={onValue} />);
    await userEvent.type(screen.getByLabelText('Number of students'), '১২');
    expect(onValue).toHaveBeenLastCalledWith(12);
    expect(screen.getByLabelText('Number of students')).toHaveValue('12');
  });

  it('ignores what is not a digit, caps at max, and raises to min when left', async () => {
    const onValue = vi.fn();
    render(<Box onValue={onValue} max={7} />);
    const box = screen.getByLabelText('Number of students');
    await userEvent.type(box, 'a9');
    expect(onValue).toHaveBeenLastCalledWith(7);
    await userEvent.clear(box);
    await userEvent.type(box, '0');
    await userEvent.tab();
    expect(onValue).toHaveBeenLastCalledWith(1);
  });

  it('shows the number in Bangla digits on a Bangla screen', async () => {
    await i18n.changeLanguage('bn');
    const onValue = vi.fn();
    render(<Box onValue={onValue} />);
    await userEvent.type(screen.getByLabelText('Number of students'), '3');
    expect(onValue).toHaveBeenLastCalledWith(3);
    expect(screen.getByLabelText('Number of students')).toHaveValue('৩');
  });
});
