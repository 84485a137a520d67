// Issue 16: the member area in Bangla — My Applications, My Requests and the request wizard read in Bangla, with
// Bangla digits from the formatters, and the wizard takes digits typed in Bangla.
import { notifications } from '@mantine/notifications';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import {
  tutorRequestWizardMachine,
  type TutorRequestSubmission,
  type TutorRequestValues,
} from '@machines/tutor-request-wizard';
import { $isTutor, $sessionUser } from '@/entities/session';
import { fetchUserFx } from '@/entities/user';
import {
  askForMoreFx,
  fetchMyRequestsFx,
  fetchShortlistFx,
  MyRequestsPage,
  pickTutorFx,
  withdrawRequestFx,
} from '@/pages/my-requests';
import { TutorRequestWizard } from '@/pages/new-tutor-request';
import { fetchMyApplicationsFx, MyApplicationsPage, withdrawApplicationFx } from '@/pages/my-applications';
import { i18n } from '@/shared/i18n';
import { setFormatLanguage } from '@/shared/lib/format';
import { studentSession, studentUser, tutorSession, tutorUser } from '../../stories/pages/member-fixtures';
import { myRequests, storyShortlist } from '../../stories/pages/my-requests-fixtures';
import { myApplicationsPage } from '../../stories/pages/my-work-fixtures';
import { withApp } from '../../stories/decorators';
import * as wizardViewStories from '../../stories/features/submit-tutor-request/TutorRequestWizardView.stories';
import * as myRequestsStories from '../../stories/pages/MyRequestsPage.stories';
import { renderWithProviders } from '../render';

const BANGLA_DIGIT = /[০-৯]/;
const ASCII_DIGIT = /[0-9]/;

afterEach(() => {
  notifications.clean();
  setFormatLanguage('en');
});

/** Bangla on screen: the words (i18next) and the formats (the app's i18n start does both; tests start i18n alone). */
async function showBangla() {
  await i18n.changeLanguage('bn');
  setFormatLanguage('bn');
}

describe('My Applications in Bangla', () => {
  it('shows the title, statuses, salaries, dates and the count in Bangla with Bangla digits', async () => {
    await showBangla();
    const scope = fork({
      values: [[$isTutor, true]],
      handlers: [
        [fetchMyApplicationsFx, async () => myApplicationsPage()],
        [withdrawApplicationFx, async () => { throw new Error('not called'); }],
        [fetchUserFx, async () => tutorUser],
      ],
    });
    renderWithProviders(<MyApplicationsPage />, { session: tutorSession, scope, route: '/dashboard/applications', path: '/dashboard/applications' });
    expect(await screen.findByRole('heading', { level: 1, name: 'আমার আবেদন' })).toBeInTheDocument();
    const card = (await screen.findByText('SK-10229')).closest('article')!;
    // The status badge and the history in Bangla, the dates with Bangla digits and month names.
    expect(within(card).getAllByText('সংক্ষিপ্ত তালিকায়').length).toBeGreaterThan(0);
    const history = within(card).getByRole('list', { name: 'SK-10229-এর ইতিহাস' });
    expect(history).toHaveTextContent('আবেদন করা হয়েছে: ');
    expect(history.textContent).toMatch(BANGLA_DIGIT);
    expect(history.textContent).not.toMatch(ASCII_DIGIT);
    // "10000-12000 TK/Month" reads in Taka and Bangla digits.
    expect(card).toHaveTextContent('১০০০০-১২০০০ টাকা/মাস');
    expect(screen.getByText('৬টি আবেদনের মধ্যে ১ থেকে ৬ দেখানো হচ্ছে')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^SK-\d+-এর আবেদন প্রত্যাহার করুন$/ })).toHaveLength(2);
    // The sidebar reads in Bangla too.
    expect(screen.getByRole('link', { name: 'আমার টিউশন' })).toBeInTheDocument();
  });
});

describe('My Requests in Bangla', () => {
  it('shows the stages, the timeline and the buttons in Bangla with Bangla dates', async () => {
    await showBangla();
    const scope = fork({
      values: [[$sessionUser, studentSession]],
      handlers: [
        [fetchMyRequestsFx, async () => ({ requests: myRequests })],
        [fetchUserFx, async () => studentUser],
        [fetchShortlistFx, async () => storyShortlist],
        [pickTutorFx, async () => { throw new Error('not called'); }],
        [askForMoreFx, async () => { throw new Error('not called'); }],
        [withdrawRequestFx, async () => { throw new Error('not called'); }],
      ],
    });
    renderWithProviders(<MyRequestsPage />, { session: studentSession, scope, route: '/dashboard/requests', path: '/dashboard/requests' });
    expect(await screen.findByRole('heading', { level: 1, name: 'আমার অনুরোধ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ নতুন টিউশন পোস্ট করুন' })).toBeInTheDocument();
    const articles = await screen.findAllByRole('article');
    const shortlisted = articles.find((article) => article.textContent?.includes('SK-10234'))!;
    expect(within(shortlisted).getAllByText('সংক্ষিপ্ত তালিকা প্রস্তুত').length).toBeGreaterThan(0);
    expect(shortlisted).toHaveTextContent('প্রকাশিত (SK-10234)');
    expect(within(shortlisted).getByRole('button', { name: 'সংক্ষিপ্ত তালিকা দেখুন' })).toBeInTheDocument();
    const posted = within(shortlisted).getByText(/^পোস্ট করা হয়েছে /);
    expect(posted.textContent).toMatch(BANGLA_DIGIT);
    expect(posted.textContent).not.toMatch(ASCII_DIGIT);
    expect(screen.getByText(/^টিউটর নিয়োগের অনুরোধ: /)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^অনুরোধ: .+ সম্পাদনা করুন$/ }).length).toBeGreaterThan(0);
    expect(screen.queryByText('Shortlist ready')).not.toBeInTheDocument();
  });
});

const filled: TutorRequestValues = {
  studentName: 'আয়ান রহমান',
  noOfStudents: 1,
  studentGender: 'male',
  institution: '',
  district: 'Dhaka',
  area: 'Mirpur',
  locationDetails: '',
  medium: 'Bangla Medium',
  classLevel: 'Class 8',
  subjects: ['Math'],
  tutoringType: 'home',
  preferredTutor: 'any',
  days: 3,
  tutoringTime: 'বিকেল ৪টার পর',
  salary: '',
  notes: '',
  agreeTerms: false,
};

function renderWizard(values?: Partial<TutorRequestValues>) {
  const calls: TutorRequestSubmission[] = [];
  const submitRequest = fromPromise<unknown, TutorRequestSubmission>(async ({ input }) => {
    calls.push(input);
    return { message: 'Created' };
  });
  renderWithProviders(
    <TutorRequestWizard
      userId="u1"
      studentId={5001}
      logic={tutorRequestWizardMachine.provide({ actors: { submitRequest } })}
      input={values && { values }}
    />,
  );
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
  return { user, calls };
}

describe('The tutor request wizard in Bangla', () => {
  it('shows the steps, labels and the machine’s messages in Bangla, and takes Bangla digits', async () => {
    await showBangla();
    const { user } = renderWizard();
    expect(screen.getByRole('heading', { level: 2, name: 'শিক্ষার্থীর তথ্য' })).toBeInTheDocument();
    expect(screen.getByText('ধাপ ১ / ৩')).toBeInTheDocument();
    const count = screen.getByRole('textbox', { name: 'শিক্ষার্থীর সংখ্যা' });
    expect(count).toHaveValue('১');
    await user.clear(count);
    await user.click(screen.getByRole('button', { name: 'পরের ধাপ' }));
    expect(screen.getByText('শিক্ষার্থীর নাম দেওয়া আবশ্যক')).toBeInTheDocument();
    expect(screen.getByText('শিক্ষার্থীর সংখ্যা অন্তত ১ হতে হবে')).toBeInTheDocument();
    // Typed in Bangla, kept as a number and shown in Bangla.
    await user.type(count, '৩');
    expect(count).toHaveValue('৩');
    expect(screen.queryByText('শিক্ষার্থীর সংখ্যা অন্তত ১ হতে হবে')).not.toBeInTheDocument();
  });

  it('submits a salary typed in Bangla digits as ASCII digits', async () => {
    await showBangla();
    const { user, calls } = renderWizard(filled);
    await user.click(screen.getByRole('button', { name: 'পরের ধাপ' }));
    expect(screen.getByRole('heading', { level: 2, name: 'টিউশনের তথ্য' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'পরের ধাপ' }));
    expect(screen.getByRole('heading', { level: 2, name: 'টিউটরের বিবরণ' })).toBeInTheDocument();
    const salary = screen.getByRole('textbox', { name: /^বেতনের পরিসর/ });
    expect(salary).toHaveAttribute('placeholder', 'যেমন, ৫০০০-৬০০০');
    await user.type(salary, '৫০০০-৬০০০');
    expect(salary).toHaveValue('৫০০০-৬০০০');
    await user.click(screen.getByRole('checkbox', { name: 'আমি শর্তাবলিতে সম্মত' }));
    await user.click(screen.getByRole('button', { name: 'অনুরোধ জমা দিন' }));
    // The alert's title and the toast, both in Bangla.
    expect(await screen.findAllByText('আপনার টিউটর অনুরোধ সফলভাবে জমা দেওয়া হয়েছে!')).toHaveLength(2);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.salary).toBe('5000-6000');
    expect(calls[0]!.noOfStudents).toBe(1);
  });
});

describe('The Bangla stories', () => {
  it('My Requests › Bangla and the wizard’s Bangla stories read in Bangla with Bangla digits', async () => {
    const requestStories = composeStories(myRequestsStories, { decorators: [withApp] });
    const wizardStories = composeStories(wizardViewStories, { decorators: [withApp] });
    // The preview's language switch is not part of composed stories: the words are switched here, the formats by the
    // stories' own decorator from their `globals`.
    await i18n.changeLanguage('bn');
    const { unmount } = render(<requestStories.Bangla />);
    expect(await screen.findByRole('heading', { level: 1, name: 'আমার অনুরোধ' })).toBeInTheDocument();
    expect((await screen.findAllByText(/^পোস্ট করা হয়েছে [^0-9]*[০-৯]/)).length).toBeGreaterThan(0);
    unmount();
    render(<wizardStories.BanglaStudentInfoErrors />);
    expect(screen.getByText('শিক্ষার্থীর নাম দেওয়া আবশ্যক')).toBeInTheDocument();
    expect(screen.getByText('ধাপ ১ / ৩')).toBeInTheDocument();
  });
});
