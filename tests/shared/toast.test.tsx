import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, TOAST_DURATION } from '@/shared/ui/toast';

function renderToaster() {
  return render(
    <MantineProvider env="test">
      <Notifications limit={20} position="top-center" />
    </MantineProvider>,
  );
}

/** Moves the clock in small steps, letting React commit between them (the exit transition is 250 ms). */
async function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 50) {
    await act(async () => {
      vi.advanceTimersByTime(Math.min(50, ms - elapsed));
    });
  }
}

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    renderToaster();
  });
  afterEach(() => {
    act(() => notifications.clean());
    vi.useRealTimers();
  });

  it('has the spec durations: success 2 s, error 4 s, info 4 s', () => {
    expect(TOAST_DURATION).toEqual({ success: 2000, error: 4000, info: 4000 });
  });

  it('closes a success toast after 2 s', async () => {
    act(() => {
      toast.success('Login successful!');
    });
    expect(screen.getByText('Login successful!')).toBeInTheDocument();
    await advance(1900);
    expect(screen.getByText('Login successful!')).toBeInTheDocument();
    await advance(400);
    expect(screen.queryByText('Login successful!')).not.toBeInTheDocument();
  });

  it('names its close button (axe: button-name)', () => {
    act(() => {
      toast.success('Saved');
    });
    expect(screen.getByRole('button', { name: 'Dismiss message' })).toBeInTheDocument();
  });

  it('keeps an error or info toast for 4 s', async () => {
    act(() => {
      toast.error('Invalid OTP');
      toast.info('OTP sent to your email address');
    });
    await advance(3000);
    expect(screen.getByText('Invalid OTP')).toBeInTheDocument();
    expect(screen.getByText('OTP sent to your email address')).toBeInTheDocument();
    await advance(1300);
    expect(screen.queryByText('Invalid OTP')).not.toBeInTheDocument();
    expect(screen.queryByText('OTP sent to your email address')).not.toBeInTheDocument();
  });

  it('keeps a loading toast until it is dismissed', async () => {
    let id = '';
    act(() => {
      id = toast.loading('Sending...');
    });
    await advance(60_000);
    expect(screen.getByText('Sending...')).toBeInTheDocument();
    act(() => toast.dismiss(id));
    await advance(1000);
    expect(screen.queryByText('Sending...')).not.toBeInTheDocument();
  });

  it('shows at most 20 at once, the rest waiting in the queue', () => {
    act(() => {
      for (let i = 1; i <= 22; i += 1) toast.info(`Message ${i}`);
    });
    expect(screen.getByText('Message 20')).toBeInTheDocument();
    expect(screen.queryByText('Message 21')).not.toBeInTheDocument();
  });

  it('gives every toast its own id', () => {
    let ids: string[] = [];
    act(() => {
      ids = [toast.success('a'), toast.success('a'), toast.loading('b')];
    });
    expect(new Set(ids).size).toBe(3);
  });
});
