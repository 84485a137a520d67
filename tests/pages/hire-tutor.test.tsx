import { screen } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $hireTutorValues, HireTutorPage, type HireTutorValues, submitTutorRequestFx } from '@/pages/hire-tutor';
import { ApiError } from '@/shared/api';
import { renderWithProviders } from '../render';

const filled: HireTutorValues = {
  studentName: 'Ayaan Rahman',
  phone: '01711223344',
  medium: 'Madrasa Medium',
  classLevel: 'Dakhil',
  subjects: ['Arabic'],
  district: 'Sylhet',
  area: 'Others',
  address: 'Zindabazar, Sylhet',
  agreedToTerms: true,
};

describe('HireTutorPage', () => {
  it('asks "Are you searching for a Tutor?" above the form, with links to the terms and the policy', async () => {
    renderWithProviders(<HireTutorPage />, { route: '/request_for_tutor' });
    expect(screen.getByRole('heading', { level: 1, name: 'Are you searching for a Tutor?' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Hire a Tutor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms_and_conditions');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy_policy');
  });

  it('tells the visitor to check the connection when the request never reached the server', async () => {
    const scope = fork({
      values: [[$hireTutorValues, filled]],
      handlers: [
        [
          submitTutorRequestFx,
          async () => {
            throw new ApiError('fetch failed', 0, false);
          },
        ],
      ],
    });
    const { user } = renderWithProviders(<HireTutorPage />, { route: '/request_for_tutor', scope });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please check your network connection and try again.',
    );
    expect(screen.getByRole('textbox', { name: 'Student Name' })).toHaveValue('Ayaan Rahman');
  });
});
