// Issue 16: the tutor profile wizard in Bangla, and digits typed in Bangla stored as ASCII digits.
import { notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TutorProfileWizard } from '@/features/edit-tutor-profile';
import { i18n } from '@/shared/i18n';
import { setFormatLanguage } from '@/shared/lib/format';
import { profileWizardLogic } from '../../stories/features/edit-tutor-profile/stand-ins';
import { readyGate, wizardAt } from '../../stories/features/edit-tutor-profile/wizard-states';
import { renderWithProviders } from '../render';

async function inBangla() {
  await i18n.changeLanguage('bn');
  setFormatLanguage('bn');
}

function renderWizard(snapshot?: ReturnType<typeof wizardAt>) {
  const { logic, calls } = profileWizardLogic();
  renderWithProviders(
    <TutorProfileWizard
      userId="u-tutor-1"
      documentGate={readyGate}
      documentsStep={<p>documents</p>}
      logic={logic}
      snapshot={snapshot}
    />,
    {
      route: '/update-profile/u-tutor-1',
      path: '/update-profile/:id',
      routes: [{ path: '/dashboard/:id', element: <p>Dashboard page</p> }],
    },
  );
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
  return { user, saved: calls.save };
}

afterEach(() => {
  setFormatLanguage('en');
  act(() => notifications.clean());
});

describe('TutorProfileWizard in Bangla', () => {
  it('names the steps, the Education blocks and their fields in Bangla', async () => {
    await inBangla();
    renderWizard();

    expect(await screen.findByRole('heading', { level: 1, name: 'টিউটর প্রোফাইল হালনাগাদ করুন' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'শিক্ষাগত যোগ্যতা' })).toBeInTheDocument();
    // The step buttons: names and numbers in Bangla.
    expect(screen.getByRole('button', { name: 'ধাপ ২: টিউশন' })).toBeInTheDocument();
    expect(screen.getByText('* চিহ্নিত ঘরগুলো আবশ্যিক।')).toBeInTheDocument();
    const ssc = screen.getByRole('group', { name: /এসএসসি \/ ও-লেভেল \/ দাখিল/ });
    expect(within(ssc).getByRole('textbox', { name: /প্রতিষ্ঠান/ })).toBeInTheDocument();
    expect(within(ssc).getByRole('textbox', { name: /পাসের বছর/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'স্নাতক (ঐচ্ছিক)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পরের ধাপ' })).toBeInTheDocument();
    expect(screen.queryByText('Education')).not.toBeInTheDocument();
  });

  it('takes a salary and phone numbers typed in Bangla digits and saves them as ASCII digits', async () => {
    await inBangla();
    const { user, saved } = renderWizard(wizardAt('tuition'));

    expect(await screen.findByRole('heading', { level: 2, name: 'টিউশনের পছন্দ' })).toBeInTheDocument();
    const salary = screen.getByRole('textbox', { name: 'প্রত্যাশিত বেতন' });
    await user.clear(salary);
    await user.type(salary, '৫০০০-৬০০০');
    expect(salary).toHaveValue('5000-6000');

    await user.click(screen.getByRole('button', { name: 'পরের ধাপ' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'ব্যক্তিগত তথ্য' })).toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: 'ফোন' });
    await user.clear(phone);
    await user.type(phone, '০১৭১২৩৪৫৬৭৮');
    expect(phone).toHaveValue('01712345678');

    await user.click(screen.getByRole('button', { name: 'পরের ধাপ' }));
    await user.click(await screen.findByRole('button', { name: 'পরের ধাপ' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'দেখে জমা দিন' })).toBeInTheDocument();
    // Review shows them in Bangla digits.
    const tuition = screen.getByRole('region', { name: 'টিউশন' });
    expect(tuition).toHaveTextContent('৫০০০-৬০০০ টাকা/মাস');
    expect(screen.getByRole('region', { name: 'ব্যক্তিগত' })).toHaveTextContent('০১৭১২৩৪৫৬৭৮');

    await user.click(screen.getByRole('button', { name: 'প্রোফাইল জমা দিন' }));
    expect(await screen.findByText('প্রোফাইল সফলভাবে হালনাগাদ হয়েছে! আপনার ড্যাশবোর্ড খোলা হচ্ছে…')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.profile.tuition.preferredSalary).toBe('5000-6000');
    expect(saved[0]!.profile.personal.phone).toBe('01712345678');
    // Many steps on a shared machine: more time than one screen's test.
  }, 120_000);
});
