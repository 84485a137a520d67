// Issue 16: the student's profile form in Bangla; a phone typed in Bangla digits is sent as ASCII digits.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StudentProfileFormView } from '@/pages/update-profile';
import { i18n } from '@/shared/i18n';
import { studentProfile } from '../../stories/features/edit-tutor-profile/fixtures';
import { renderWithProviders } from '../render';

describe('StudentProfileFormView in Bangla', () => {
  it('labels the form in Bangla and saves a Bangla-digit phone as ASCII digits', async () => {
    await i18n.changeLanguage('bn');
    const onSubmit = vi.fn();
    renderWithProviders(
      <StudentProfileFormView
        loadStatus="ready"
        loadError={null}
        profile={studentProfile}
        saveStatus="idle"
        saveMessage={null}
        onSubmit={onSubmit}
        onRetry={vi.fn()}
      />,
    );
    const user = userEvent.setup({ delay: null });

    expect(screen.getByRole('heading', { level: 1, name: 'শিক্ষার্থীর প্রোফাইল হালনাগাদ করুন' })).toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: /ফোন/ });
    await user.clear(phone);
    await user.type(phone, '০১৭১২৩৪৫৬৭৮');
    expect(phone).toHaveValue('01712345678');
    await user.click(screen.getByRole('button', { name: 'প্রোফাইল হালনাগাদ করুন' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ phone: '01712345678' }));
  });

  it("shows the form's own message in Bangla when no gender is chosen", async () => {
    await i18n.changeLanguage('bn');
    renderWithProviders(
      <StudentProfileFormView
        loadStatus="ready"
        loadError={null}
        profile={{ ...studentProfile, gender: null }}
        saveStatus="idle"
        saveMessage={null}
        onSubmit={vi.fn()}
        onRetry={vi.fn()}
      />,
    );
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'প্রোফাইল হালনাগাদ করুন' }));
    expect(await screen.findByText('লিঙ্গ বেছে নেওয়া আবশ্যিক')).toBeInTheDocument();
  });
});
