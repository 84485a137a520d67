import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n';
import { withApp } from '../../stories/decorators';
import * as preferenceStories from '../../stories/features/notification-preferences/NotificationPreferencesForm.stories';

// Each notification-settings story renders with no server and shows the state it names.
const stories = composeStories(preferenceStories, { decorators: [withApp] });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('notification settings stories', () => {
  it('Tutor, Loading and LoadFailed', async () => {
    render(<stories.Tutor />);
    expect(await screen.findByRole('switch', { name: 'SMS: Selected' })).toBeChecked();
    document.body.innerHTML = '';
    render(<stories.Loading />);
    expect(await screen.findByRole('status', { name: 'Loading your e-mail settings' })).toBeInTheDocument();
    document.body.innerHTML = '';
    render(<stories.LoadFailed />);
    expect(await screen.findByText('Could not load your e-mail settings')).toBeInTheDocument();
  });

  it('TutorInBangla shows the SMS switches in Bangla', async () => {
    await i18n.changeLanguage('bn');
    render(<stories.TutorInBangla />);
    expect(await screen.findByRole('switch', { name: 'এসএমএস: নির্বাচিত' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'এসএমএস: সংক্ষিপ্ত তালিকায়' })).not.toBeChecked();
  });
});
