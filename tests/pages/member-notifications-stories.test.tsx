import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withApp } from '../../stories/decorators';
import * as bellStories from '../../stories/features/member-notifications-bell/MemberNotificationsBell.stories';
import * as pageStories from '../../stories/pages/MemberNotificationsPage.stories';

// The stories render with no server and show the state they are named after.
const page = composeStories(pageStories, { decorators: [withApp] });
const bell = composeStories(bellStories, { decorators: [withApp] });

const find = async (text: string | RegExp) => (await screen.findAllByText(text))[0];

describe('MemberNotificationsPage stories', () => {
  it.each([
    ['Notifications', 'Unread:'],
    ['Guardian', 'Application received'],
    ['Loading', 'Loading your notifications'],
    ['Empty', 'No notifications yet'],
    ['LoadError', 'Could not load your notifications'],
    ['SettingsLoadError', 'Could not load your e-mail settings'],
    ['SaveRefused', 'Unknown kind of notification'],
    ['Narrow', 'Selected: SK-10234'],
  ] as const)('%s shows %s', async (name, text) => {
    const Story = page[name];
    render(<Story />);
    expect(name === 'Loading' ? await screen.findByLabelText(text) : await find(text)).toBeInTheDocument();
  });
});

describe('MemberNotificationsBell stories', () => {
  it.each([
    ['Closed', 'Notifications, 2 unread'],
    ['Open', 'See all notifications'],
    ['Loading', 'Loading notifications'],
    ['Empty', 'No notifications yet'],
    ['LoadError', 'Could not load your notifications'],
  ] as const)('%s shows %s', async (name, text) => {
    const Story = bell[name];
    render(<Story />);
    const found =
      name === 'Closed'
        ? await screen.findByRole('button', { name: text })
        : name === 'Loading'
          ? await screen.findByLabelText(text)
          : await find(text);
    expect(found).toBeInTheDocument();
  });
});
