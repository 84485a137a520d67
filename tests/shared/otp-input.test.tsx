import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OtpInput } from '@/shared/ui/otp-input';
import { renderWithProviders } from '../render';

const emptyOtp = () => ['', '', '', '', '', ''];

function Harness({ initial = emptyOtp() }: { initial?: string[] }) {
  const [digits, setDigits] = useState<string[]>(initial);
  return (
    <>
      <OtpInput value={digits} onChange={setDigits} />
      <output aria-label="otp">{digits.join('')}</output>
    </>
  );
}

function setup(initial?: string[]) {
  const { user } = renderWithProviders(<Harness initial={initial} />);
  const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`) as HTMLInputElement;
  const otp = () => screen.getByLabelText('otp').textContent;
  return { user, box, otp };
}

describe('OtpInput', () => {
  it('shows six labelled numeric one-time-code boxes in a named group', () => {
    const { box } = setup();
    expect(screen.getByRole('group', { name: 'One-time password' })).toBeInTheDocument();
    for (let n = 1; n <= 6; n += 1) {
      expect(box(n)).toHaveAttribute('inputmode', 'numeric');
      expect(box(n)).toHaveAttribute('autocomplete', 'one-time-code');
      expect(box(n)).toBeRequired();
    }
    expect(screen.queryByLabelText('Digit 7 of 6')).toBeNull();
  });

  it('focuses the first empty box when it opens', () => {
    const { box } = setup(['4', '2', '', '', '', '']);
    expect(box(3)).toHaveFocus();
  });

  it('moves forward as digits are typed and ignores letters', async () => {
    const { user, box, otp } = setup();
    expect(box(1)).toHaveFocus();
    await user.keyboard('12a3');
    expect(box(4)).toHaveFocus();
    expect(otp()).toBe('123');
    await user.keyboard('456');
    expect(otp()).toBe('123456');
    expect(box(6)).toHaveFocus();
  });

  it('replaces a digit typed over', async () => {
    const { user, box, otp } = setup(['1', '2', '3', '4', '5', '6']);
    await user.click(box(2));
    await user.keyboard('9');
    expect(otp()).toBe('193456');
    expect(box(3)).toHaveFocus();
  });

  it('Backspace moves back from an empty box and clears a filled one on the way back', async () => {
    const { user, box, otp } = setup(['1', '2', '3', '', '', '']);
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(otp()).toBe('123');
    // Mantine PinInput: Backspace in a filled box clears it and steps back (docs/decisions.md).
    await user.keyboard('{Backspace}');
    expect(otp()).toBe('12');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(otp()).toBe('1');
    expect(box(1)).toHaveFocus();
  });

  it('Backspace in the last, filled box clears it and stays there', async () => {
    const { user, box, otp } = setup(['1', '2', '3', '4', '5', '6']);
    expect(box(6)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(otp()).toBe('12345');
    expect(box(6)).toHaveFocus();
  });

  it('takes Bangla digits, typed or pasted, as the same ASCII digits', async () => {
    const { user, box, otp } = setup();
    await user.keyboard('১২৩');
    expect(otp()).toBe('123');
    expect(box(4)).toHaveFocus();
    await user.paste('কোড: ৯৮৭৬৫৪');
    expect(otp()).toBe('987654');
    expect(box(1)).toHaveValue('9');
  });

  it('moves with the arrow keys, stopping at the ends', async () => {
    const { user, box } = setup();
    await user.keyboard('{ArrowLeft}');
    expect(box(1)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(box(6)).toHaveFocus();
  });

  it('a paste keeps the first six digits of any text and focuses the last filled box', async () => {
    const { user, box, otp } = setup();
    await user.click(box(3));
    await user.paste('Code: 98-76-54-32');
    expect(otp()).toBe('987654');
    expect(box(6)).toHaveFocus();
  });

  it('a short paste fills from the first box and focuses its last digit', async () => {
    const { user, box, otp } = setup();
    await user.paste('x1y2');
    expect(otp()).toBe('12');
    expect(box(2)).toHaveFocus();
    expect(box(1)).toHaveValue('1');
    expect(box(3)).toHaveValue('');
  });
});
