import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { withApp } from '../../stories/decorators';
import * as sessionStories from '../../stories/entities/session/Session.stories';
import * as reviewStories from '../../stories/features/review-tutor-request/RequestReviewModal.stories';
import * as registerViewStories from '../../stories/features/register/RegisterFormView.stories';
import * as wizardViewStories from '../../stories/features/edit-tutor-profile/TutorProfileWizardView.stories';
import * as signupStories from '../../stories/pages/SignupPage.stories';

// The stories added so that every machine state has one (tests/machines/machine-stories.test.ts) render
// with no server and show the state they name.
const session = composeStories(sessionStories, { decorators: [withApp] });
const review = composeStories(reviewStories, { decorators: [withApp] });
const registerView = composeStories(registerViewStories, { decorators: [withApp] });
const wizardView = composeStories(wizardViewStories, { decorators: [withApp] });
const signup = composeStories(signupStories, { decorators: [withApp] });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// `run()` mounts outside Testing Library's cleanup, and modals stay in the page's portal.
afterEach(() => {
  document.body.innerHTML = '';
});

describe('session stories', () => {
  it('Restoring holds the page on its spinner and shows no member yet', async () => {
    render(<session.Restoring />);
    expect(await screen.findByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    await pause(300);
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.queryByText('My Tutor Requests')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rahima Akter/ })).not.toBeInTheDocument();
  });

  it('LoggingOut keeps the member on the page while the logout call is on its way', async () => {
    // The story's play, by hand: under happy-dom the menu stays mid-transition (the story frame keeps Mantine's
    // transitions), so its item counts as hidden.
    render(<session.LoggingOut />);
    await userEvent.click(await screen.findByRole('button', { name: /Rahima Akter/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout', hidden: true }));
    await pause(300);
    // Not cleared and not sent to /login: the logout call has not answered.
    expect(screen.getByRole('button', { name: /Rahima Akter/ })).toBeInTheDocument();
    expect(screen.getByText('My Tutor Requests')).toBeInTheDocument();
  });
});

describe('request review stories', () => {
  it('Viewing shows the decisions', async () => {
    render(<review.Viewing />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Request Details' }));
    expect(dialog.getByRole('button', { name: 'Reject Request' })).toBeEnabled();
  });

  it('Editing shows the edit form', async () => {
    await review.Editing.run();
    expect(await screen.findByRole('dialog', { name: 'Edit Request' })).toBeInTheDocument();
  });

  it('Saving holds Save Changes on its way, Cancel disabled', async () => {
    await review.Saving.run();
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Request' }));
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it.each(['Approving', 'Rejecting'] as const)('%s shows both buttons as Updating...', async (name) => {
    await review[name].run();
    const dialog = within(await screen.findByRole('dialog', { name: 'Request Details' }));
    expect(await dialog.findAllByRole('button', { name: 'Updating...' })).toHaveLength(2);
  });

  it('Decided shows the details with no actions', async () => {
    render(<review.Decided />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Request Details' }));
    expect(dialog.queryByRole('button', { name: 'Reject Request' })).not.toBeInTheDocument();
  });
});

describe('registering and initializing stories', () => {
  it.each([
    ['view', registerView.Registering],
    ['page', signup.Registering],
  ] as const)('Registering (%s) keeps the OTP boxes, locked', async (_where, Story) => {
    render(<Story />);
    const boxes = await screen.findAllByRole('textbox');
    expect(boxes.length).toBeGreaterThanOrEqual(6);
    for (const box of boxes) expect(box).toBeDisabled();
  });

  it('Initializing shows the wizard loading', async () => {
    render(<wizardView.Initializing />);
    expect(await screen.findByText(/Loading your profile/)).toBeInTheDocument();
  });
});
