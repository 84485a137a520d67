import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown } from '@/shared/lib/countdown';
import { theme } from '@/shared/config';
import { ResendCode } from '@/shared/ui/otp-input';

// Resend shows the server's once-a-minute rule as a countdown and opens when it reaches zero.

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const renderResend = (availableAt: number | null, onResend = vi.fn()) => {
  render(
    <MantineProvider theme={theme} env="test">
      <ResendCode availableAt={availableAt} resending={false} onResend={onResend} />
    </MantineProvider>,
  );
  return onResend;
};

describe('ResendCode', () => {
  it('counts down to the time the server gave, then lets the user ask for a new code', () => {
    const onResend = renderResend(Date.now() + 3000);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('button', { name: 'Resend code (0:03)' })).toBeDisabled();
    expect(screen.getByText('You can ask for a new code in 0:03.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend code (0:02)' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(2000));
    const button = screen.getByRole('button', { name: 'Resend code' });
    expect(button).toBeEnabled();
    expect(screen.getByText('Did not get the code?')).toBeInTheDocument();
    fireEvent.click(button);
    expect(onResend).toHaveBeenCalledOnce();
  });

  it('is open at once without a wait', () => {
    renderResend(null);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('reads minutes and seconds', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(42)).toBe('0:42');
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
