import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TUTOR_AVATAR, TutorCard } from '@/entities/tutor';
import { makeTutor } from '../../stories/entities/tutor/tutor-fixtures';
import { renderWithProviders } from '../render';

describe('TutorCard', () => {
  it('shows the name, institute, subject, district and links "View Details" to the tutor', async () => {
    const tutor = makeTutor(0, {
      _id: 'abc123def456',
      name: 'Nusrat Jahan',
      institute: 'University of Dhaka',
      subject: 'Physics',
      district: 'Dhaka',
      isPremium: true,
      isVerified: true,
    });
    renderWithProviders(<TutorCard tutor={tutor} />);

    const card = await screen.findByRole('article', { name: 'Nusrat Jahan' });
    expect(within(card).getByText('University of Dhaka')).toBeInTheDocument();
    expect(within(card).getByText('Physics')).toBeInTheDocument();
    expect(within(card).getByText('Dhaka')).toBeInTheDocument();
    expect(within(card).getByText('Premium')).toBeInTheDocument();
    expect(within(card).getByText('Verified')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^View Details/ })).toHaveAttribute(
      'href',
      '/premium_tutor_details/abc123def456',
    );
  });

  it('shows no badge that is not true, "Not provided" for a missing value, and the default avatar', async () => {
    renderWithProviders(
      <TutorCard tutor={makeTutor(1, { name: 'Karim Uddin', isPremium: false, isVerified: false, institute: null })} />,
    );
    const card = await screen.findByRole('article', { name: 'Karim Uddin' });
    expect(within(card).queryByText('Premium')).not.toBeInTheDocument();
    expect(within(card).queryByText('Verified')).not.toBeInTheDocument();
    expect(within(card).getByText('Not provided')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Photo of Karim Uddin' })).toHaveAttribute('src', DEFAULT_TUTOR_AVATAR);
    expect(DEFAULT_TUTOR_AVATAR).not.toMatch(/^https?:/);
  });

  it('shows the photo under this host, and the default avatar when it fails to load', async () => {
    renderWithProviders(<TutorCard tutor={makeTutor(2, { name: 'Tanvir Hasan', image: 'uploads/tanvir.jpg' })} />);
    const photo = await screen.findByRole('img', { name: 'Photo of Tanvir Hasan' });
    expect(photo).toHaveAttribute('src', '/uploads/tanvir.jpg');
    fireEvent.error(photo);
    expect(await screen.findByRole('img', { name: 'Photo of Tanvir Hasan' })).toHaveAttribute('src', DEFAULT_TUTOR_AVATAR);
  });

  it("asks for the first card's photo first and leaves the other cards' photos until they are scrolled near", async () => {
    renderWithProviders(
      <>
        <TutorCard tutor={makeTutor(3, { name: 'Rafiq Islam', image: 'uploads/rafiq.jpg' })} first />
        <TutorCard tutor={makeTutor(4, { name: 'Sadia Akter', image: 'uploads/sadia.jpg' })} />
      </>,
    );
    const first = await screen.findByRole('img', { name: 'Photo of Rafiq Islam' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    const other = screen.getByRole('img', { name: 'Photo of Sadia Akter' });
    expect(other).toHaveAttribute('loading', 'lazy');
    expect(other).not.toHaveAttribute('fetchpriority');
  });
});
