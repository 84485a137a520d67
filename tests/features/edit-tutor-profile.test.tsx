import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  LoadProfileInput,
  LoadProfileOutput,
  SaveProfileInput,
  SaveProfileOutput,
  TutorProfileDraft,
  WizardDocumentGate,
} from '@machines/tutor-profile-wizard';
import { toDraft, toUpdateBody, TutorProfileWizard, type TutorProfileWizardLogic } from '@/features/edit-tutor-profile';
import { ApiError, tutorProfileUpdateBodySchema, type TutorProfile } from '@/shared/api';
import { completeTutorProfile, halfFilledTutorProfile } from '../../stories/features/edit-tutor-profile/fixtures';
import { profileWizardLogic } from '../../stories/features/edit-tutor-profile/stand-ins';
import { draftKey } from '@/shared/lib/draft';
import { renderWithProviders } from '../render';

const noDocs: WizardDocumentGate = { nationalId: false, institutionId: false, hasUnsubmittedFiles: false };

/** Stands in for the documents flow: buttons move the gate the wizard's step 4 reads. */
function Harness({ logic }: { logic: TutorProfileWizardLogic }) {
  const [gate, setGate] = useState(noDocs);
  return (
    <TutorProfileWizard
      logic={logic}
      userId="u-tutor-1"
      documentGate={gate}
      documentsStep={
        <div>
          <button type="button" onClick={() => setGate({ nationalId: true, institutionId: false, hasUnsubmittedFiles: true })}>
            Choose one file
          </button>
          <button type="button" onClick={() => setGate({ nationalId: true, institutionId: true, hasUnsubmittedFiles: true })}>
            Choose both files
          </button>
          <button type="button" onClick={() => setGate({ nationalId: true, institutionId: true, hasUnsubmittedFiles: false })}>
            Finish upload
          </button>
        </div>
      }
    />
  );
}

function renderWizard({
  profile = completeTutorProfile,
  load,
  save = async () => ({ profileCompletion: 91 }),
}: {
  profile?: TutorProfileDraft;
  load?: (input: LoadProfileInput) => Promise<LoadProfileOutput>;
  save?: (input: SaveProfileInput) => Promise<SaveProfileOutput>;
} = {}) {
  const { logic, calls } = profileWizardLogic({
    load: load ?? (async () => ({ profile: structuredClone(profile), profileCompletion: 60 })),
    save,
  });
  const rendered = renderWithProviders(
    <Harness logic={logic} />,
    {
      route: '/update-profile/u-tutor-1',
      path: '/update-profile/:id',
      routes: [{ path: '/dashboard/:id', element: <p>Dashboard page</p> }],
    },
  );
  // The long option lists make user-event's per-click CSS check slow.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
  return { ...rendered, user, calls };
}
type User = ReturnType<typeof renderWizard>['user'];

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const group = (name: RegExp) => screen.getByRole('group', { name });
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));
// Toasts are alerts too: this is the wizard's own message, if any.
const wizardAlert = () => screen.queryAllByRole('alert').find((alert) => !alert.hasAttribute('data-toast'));
const choose = async (user: User, combobox: HTMLElement, option: string) => {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
};

afterEach(() => {
  act(() => notifications.clean());
});

describe('TutorProfileWizard: step 1, Education', () => {
  it('shows the five steps and starts at Education with the loaded profile', async () => {
    renderWizard();
    expect(await heading('Education')).toBeInTheDocument();
    ['Education', 'Tuition', 'Personal', 'Documents', 'Confirm'].forEach((label, index) => {
      const step = screen.getByRole('button', { name: `Step ${index + 1}: ${label}` });
      expect(step).toHaveTextContent(label);
    });
    expect(screen.getByRole('button', { name: 'Step 5: Confirm' })).toHaveTextContent('Review & Submit');
    expect(within(group(/SSC/)).getByRole('textbox', { name: /Institute/ })).toHaveValue('Rajshahi Collegiate School');
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
  });

  it('initializes a missing profile', async () => {
    const { calls } = renderWizard({ load: async () => ({ profile: null, profileCompletion: null }) });
    expect(await heading('Education')).toBeInTheDocument();
    expect(calls.initialize).toBe(1);
  });

  it('blocks Next until every SSC and HSC field is filled', async () => {
    const { user } = renderWizard({ profile: halfFilledTutorProfile() });
    await heading('Education');
    await next(user);
    expect(wizardAlert()).toHaveTextContent('Please complete all required SSC and HSC fields');
    expect(screen.getByRole('heading', { level: 2, name: 'Education' })).toBeInTheDocument();
    const hsc = group(/HSC/);
    // The empty HSC fields say so; SSC is complete.
    expect(within(hsc).getAllByText('Required')).toHaveLength(2);
    expect(within(group(/SSC/)).queryByText('Required')).not.toBeInTheDocument();

    await choose(user, within(hsc).getByRole('combobox', { name: /Curriculum/ }), 'English Version');
    await next(user);
    expect(wizardAlert()).toHaveTextContent('Please complete all required SSC and HSC fields');
    await user.type(within(hsc).getByRole('textbox', { name: /Result/ }), '4.8');
    await waitFor(() => expect(wizardAlert()).toBeUndefined());
    await next(user);
    expect(await heading('Tuition Preferences')).toBeInTheDocument();
  });

  it('flags a begun optional section as incomplete without blocking Next, until it is finished or cleared', async () => {
    const { user } = renderWizard({ profile: halfFilledTutorProfile() });
    await heading('Education');
    const hsc = group(/HSC/);
    await choose(user, within(hsc).getByRole('combobox', { name: /Curriculum/ }), 'Bangla Version');
    await user.type(within(hsc).getByRole('textbox', { name: /Result/ }), '5');
    await user.type(within(group(/^Diploma/)).getByRole('textbox', { name: 'Institute' }), 'DPI');

    await next(user);
    // Only the SSC/HSC rule blocks Next.
    expect(await heading('Tuition Preferences')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await heading('Education');
    const diploma = group(/^Diploma/);
    expect(diploma).toHaveAccessibleName(/Incomplete/);
    expect(within(diploma).getByText('Fill in every field of Diploma, or clear it.')).toBeInTheDocument();
    // Institution Type, Field, Duration, Passing Year and Result are missing; the status has its default.
    expect(within(diploma).getAllByText('Required')).toHaveLength(5);
    expect(group(/^Graduation/)).not.toHaveAccessibleName(/Incomplete/);

    await user.click(within(diploma).getByRole('button', { name: 'Clear Diploma' }));
    expect(group(/^Diploma/)).not.toHaveAccessibleName(/Incomplete/);
    expect(within(group(/^Diploma/)).queryByText('Required')).not.toBeInTheDocument();
  });
});

describe('TutorProfileWizard: steps 2 to 5', () => {
  async function toStep(user: User, name: string, clicks: number) {
    await heading('Education');
    for (let i = 0; i < clicks; i += 1) await next(user);
    return heading(name);
  }

  it('keeps preference lists without empty values or duplicates', async () => {
    const messy = structuredClone(completeTutorProfile);
    messy.tuition.preferredSubjects = ['Math', '', 'Math', ' Physics', 'Physics '];
    const { user, calls } = renderWizard({ profile: messy });
    await toStep(user, 'Tuition Preferences', 1);
    const subjects = screen.getByRole('combobox', { name: 'Preferred Subjects' });
    await user.click(subjects);
    // A chosen subject is not offered again.
    expect(screen.queryByRole('option', { name: 'Math' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Chemistry' }));
    await user.keyboard('{Escape}');

    await next(user);
    await heading('Personal Information');
    await next(user);
    await heading('Documents');
    await user.click(screen.getByRole('button', { name: 'Finish upload' }));
    await next(user);
    await heading('Review & Submit');
    const tuition = screen.getByRole('region', { name: 'Tuition' });
    expect(within(tuition).getByRole('row', { name: /Preferred Subjects/ })).toHaveTextContent('Math, Physics, Chemistry');

    await user.click(screen.getByRole('button', { name: 'Submit Profile' }));
    await waitFor(() => expect(calls.save).toHaveLength(1));
    expect(calls.save[0]!.profile.tuition.preferredSubjects).toEqual(['Math', 'Physics', 'Chemistry']);
  });

  it('blocks Next from Documents with the step-4 messages', async () => {
    const { user } = renderWizard();
    await toStep(user, 'Documents', 3);
    await next(user);
    expect(wizardAlert()).toHaveTextContent('Please upload both National ID/Birth Certificate and Institution ID');
    await user.click(screen.getByRole('button', { name: 'Choose one file' }));
    await next(user);
    expect(wizardAlert()).toHaveTextContent('Please upload both National ID/Birth Certificate and Institution ID');
    await user.click(screen.getByRole('button', { name: 'Choose both files' }));
    await next(user);
    expect(wizardAlert()).toHaveTextContent("Please click 'Submit Documents for Verification' before proceeding");
    expect(screen.getByRole('heading', { level: 2, name: 'Documents' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish upload' }));
    await waitFor(() => expect(wizardAlert()).toBeUndefined());
    await next(user);
    expect(await heading('Review & Submit')).toBeInTheDocument();
  });

  it('reviews everything, saves, and opens the dashboard 2 s later', async () => {
    const { user, calls } = renderWizard();
    await toStep(user, 'Documents', 3);
    await user.click(screen.getByRole('button', { name: 'Finish upload' }));
    await next(user);
    await heading('Review & Submit');
    expect(screen.getByText('Profile completion: 60%')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Personal' })).getByRole('row', { name: /Full Name/ })).toHaveTextContent(
      'Karim Uddin',
    );
    expect(within(screen.getByRole('region', { name: 'Education' })).getByText('University of Dhaka')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit Profile' }));
    expect(await screen.findByText('Profile updated successfully! Opening your dashboard…')).toBeInTheDocument();
    expect(screen.getByText('Profile updated successfully!', { selector: '[data-toast] *' })).toBeInTheDocument();
    expect(screen.getByText('Profile completion: 91%')).toBeInTheDocument();
    expect(calls.save[0]!.userId).toBe('u-tutor-1');
    expect(await screen.findByText('Dashboard page', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("stays on Review with the server's sentence (no status code) when the save is refused", async () => {
    const { user } = renderWizard({ save: () => Promise.reject(new ApiError('Invalid profile data', 400, true)) });
    await toStep(user, 'Documents', 3);
    await user.click(screen.getByRole('button', { name: 'Finish upload' }));
    await next(user);
    await heading('Review & Submit');
    await user.click(screen.getByRole('button', { name: 'Submit Profile' }));
    await waitFor(() => expect(wizardAlert()).toHaveTextContent('Invalid profile data'));
    expect(wizardAlert()).not.toHaveTextContent(/400|Server returned/);
    expect(screen.getByRole('button', { name: 'Submit Profile' })).toBeEnabled();
  });
});

describe('profile mapping', () => {
  const wire: TutorProfile = {
    education: {
      ssc: { institute: 'A', curriculum: 'Bangla Version', group: 'Science', year: '2016', result: '5.00' },
      graduation: { institute: 'University of Dhaka' },
    },
    tuition: {
      district: '',
      preferredAreas: ['Uttara', 'Uttara', ''],
      preferredMedium: ['bangla-medium'],
      preferredClasses: [],
      preferredSubjects: [],
      daysPerWeek: '3',
      preferredTime: ['Morning'],
      preferredSalary: '',
      experience: '<1',
    },
    personal: {},
    profileCompletion: 20,
  };

  it('fills the defaults of a loaded profile and cleans its lists, leaving an unchosen place empty', () => {
    const draft = toDraft(wire);
    expect(draft.tuition.district).toBe('');
    expect(draft.tuition.preferredAreas).toEqual(['Uttara']);
    expect(draft.personal).toMatchObject({ currentCity: '', currentArea: '', gender: '' });
    expect(draft.education.hsc).toEqual({ institute: '', curriculum: '', group: '', year: '', result: '' });
    expect(draft.education.graduation.status).toBe('completed');
  });

  it('leaves out optional sections nobody began and a gender not chosen; the body passes the contract', () => {
    const draft = toDraft(wire);
    const body = toUpdateBody(draft);
    expect(Object.keys(body.education).sort()).toEqual(['graduation', 'hsc', 'ssc']);
    expect(body.personal).not.toHaveProperty('gender');
    expect(tutorProfileUpdateBodySchema.safeParse(body).success).toBe(true);
    draft.personal.gender = 'Female';
    expect(toUpdateBody(draft).personal.gender).toBe('Female');
  });
});

describe('TutorProfileWizard: drafts', () => {
  const KEY = draftKey('tutorProfile', 'u-tutor-1');
  async function toStep(user: User, name: string, clicks: number) {
    await heading('Education');
    for (let i = 0; i < clicks; i += 1) await next(user);
    return heading(name);
  }
  const storedAbout = () => {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as { value: TutorProfileDraft }).value.personal.about : null;
  };

  it('keeps unsaved changes across a reload, restored with "Draft restored", and clears them once saved', async () => {
    const first = renderWizard();
    await toStep(first.user, 'Personal Information', 2);
    const about = screen.getByRole('textbox', { name: 'About' });
    await first.user.clear(about);
    await first.user.type(about, 'Typed, not saved');
    expect(storedAbout()).toBe('Typed, not saved');
    first.unmount();

    const { user, calls } = renderWizard();
    expect(await screen.findByText('Draft restored')).toBeInTheDocument();
    await toStep(user, 'Personal Information', 2);
    expect(screen.getByRole('textbox', { name: 'About' })).toHaveValue('Typed, not saved');
    await next(user);
    await heading('Documents');
    await user.click(screen.getByRole('button', { name: 'Finish upload' }));
    await next(user);
    await heading('Review & Submit');
    await user.click(screen.getByRole('button', { name: 'Submit Profile' }));
    await waitFor(() => expect(calls.save).toHaveLength(1));
    expect(calls.save[0]!.profile.personal.about).toBe('Typed, not saved');
    await waitFor(() => expect(localStorage.getItem(KEY)).toBeNull());
  });

  it('Discard draft goes back to the saved profile', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ version: 1, savedAt: '2026-11-26T10:00:00Z', value: { ...structuredClone(completeTutorProfile), personal: { ...completeTutorProfile.personal, about: 'Draft text' } } }),
    );
    const { user } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Discard draft' }));
    await heading('Education');
    expect(screen.queryByText('Draft restored')).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
    await toStep(user, 'Personal Information', 2);
    expect(screen.getByRole('textbox', { name: 'About' })).toHaveValue(completeTutorProfile.personal.about);
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = renderWizard();
    await toStep(user, 'Personal Information', 2);
    await user.type(screen.getByRole('textbox', { name: 'About' }), '!');
    await act(() => router.navigate('/dashboard/u-tutor-1'));
    expect(await screen.findByRole('dialog', { name: 'Leave this page?' })).toHaveTextContent(
      'Your profile has changes that are not saved yet. Leave this page anyway?',
    );
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/update-profile/u-tutor-1');
  });
});
