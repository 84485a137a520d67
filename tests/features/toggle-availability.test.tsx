import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $users } from '@/entities/user';
import {
  $savingAvailabilityIds,
  availabilityToggled,
  AvailabilitySwitch,
  AVAILABILITY_FAILURE_MESSAGE,
  saveAvailabilityFx,
} from '@/pages/dashboard';
import { ApiError } from '@/shared/api';
import { tutorSession, tutorUser } from '../../stories/pages/member-fixtures';
import { renderWithProviders } from '../render';

const id = tutorUser._id;

function renderSwitch(save: (params: { userId: string; isAvailable: boolean }) => Promise<boolean>, isAvailable = true) {
  const saveFx = vi.fn(save);
  const scope = fork({
    values: [[$users, { [id]: { ...tutorUser, isAvailable } }]],
    handlers: [[saveAvailabilityFx, saveFx]],
  });
  return { ...renderWithProviders(<AvailabilitySwitch userId={id} />, { session: tutorSession, scope }), saveFx };
}

afterEach(() => act(() => notifications.clean()));

describe('AvailabilitySwitch', () => {
  it('moves at once, saves, and keeps the new value when the server agrees', async () => {
    let answer: (value: boolean) => void = () => {};
    const { user, saveFx, scope } = renderSwitch(() => new Promise((resolve) => (answer = resolve)));
    const toggle = await screen.findByRole('switch', { name: 'Available for Tuition' });
    expect(toggle).toBeChecked();

    await user.click(toggle);
    // Optimistic: flipped before the server answered.
    const flipped = screen.getByRole('switch', { name: 'Not Available' });
    expect(flipped).not.toBeChecked();
    expect(flipped).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Saving...')).toBeInTheDocument();
    expect(saveFx).toHaveBeenCalledWith(expect.objectContaining({ userId: id, isAvailable: false, previous: true }));

    // A second flip while saving is ignored, so the answers cannot cross.
    await user.click(flipped);
    expect(saveFx).toHaveBeenCalledTimes(1);

    await act(async () => answer(false));
    expect(await screen.findByText('You are now marked as not available.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Not Available' })).not.toBeChecked();
    expect(scope.getState($users)[id]?.isAvailable).toBe(false);
    expect(scope.getState($savingAvailabilityIds)).toEqual([]);
  });

  it('puts the switch back and says why when saving fails', async () => {
    const { user, scope } = renderSwitch(async () => {
      throw new ApiError('Only tutors can change their availability', 403, true);
    }, false);
    await user.click(await screen.findByRole('switch', { name: 'Not Available' }));
    expect(await screen.findByText('Only tutors can change their availability')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Not Available' })).not.toBeChecked());
    expect(scope.getState($users)[id]?.isAvailable).toBe(false);
  });

  it('uses its own text when the server gave no reason', async () => {
    const { user } = renderSwitch(async () => {
      throw new ApiError('Failed to fetch', 0, false);
    });
    await user.click(await screen.findByRole('switch', { name: 'Available for Tuition' }));
    expect(await screen.findByText(AVAILABILITY_FAILURE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Available for Tuition' })).toBeChecked();
  });

  it('can be flipped from the keyboard', async () => {
    const { user, saveFx } = renderSwitch(async ({ isAvailable }) => isAvailable);
    await screen.findByRole('switch');
    await user.tab();
    expect(screen.getByRole('switch', { name: 'Available for Tuition' })).toHaveFocus();
    await user.keyboard(' ');
    expect(saveFx).toHaveBeenCalledWith(expect.objectContaining({ isAvailable: false }));
    expect(await screen.findByRole('switch', { name: 'Not Available' })).toHaveFocus();
  });
});

describe('availability model', () => {
  it('keeps the server\'s value (it may differ from what was asked)', async () => {
    const scope = fork({
      values: [[$users, { [id]: { ...tutorUser, isAvailable: false } }]],
      handlers: [[saveAvailabilityFx, async () => false]],
    });
    await allSettled(availabilityToggled, { scope, params: { userId: id, isAvailable: true } });
    expect(scope.getState($users)[id]?.isAvailable).toBe(false);
  });

  it('ignores a change to the value already shown, and a member who is not loaded', async () => {
    const save = vi.fn(async () => true);
    const scope = fork({
      values: [[$users, { [id]: { ...tutorUser, isAvailable: true } }]],
      handlers: [[saveAvailabilityFx, save]],
    });
    await allSettled(availabilityToggled, { scope, params: { userId: id, isAvailable: true } });
    await allSettled(availabilityToggled, { scope, params: { userId: 'someone-else', isAvailable: false } });
    expect(save).not.toHaveBeenCalled();
  });
});
