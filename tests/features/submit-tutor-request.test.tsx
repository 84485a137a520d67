import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import {
  tutorRequestWizardMachine,
  type TutorRequestSubmission,
  type TutorRequestValues,
} from '@machines/tutor-request-wizard';
import { toTutorRequestBody, TutorRequestWizard } from '@/pages/new-tutor-request';
import { ApiError, studentTutorRequestBodySchema } from '@/shared/api';
import { renderWithProviders } from '../render';

const filled: TutorRequestValues = {
  studentName: 'Ayaan Rahman',
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
  tutoringTime: 'After 4 PM',
  salary: '5000-6000',
  notes: '',
  agreeTerms: false,
};

function renderWizard(
  options: {
    values?: Partial<TutorRequestValues>;
    submit?: (submission: TutorRequestSubmission) => Promise<unknown>;
  } = {},
) {
  const calls: TutorRequestSubmission[] = [];
  const submitRequest = fromPromise<unknown, TutorRequestSubmission>(({ input }) => {
    calls.push(input);
    return (options.submit ?? (async () => ({ message: 'Created' })))(input);
  });
  const rendered = renderWithProviders(
    <TutorRequestWizard
      userId="u1"
      studentId={5001}
      logic={tutorRequestWizardMachine.provide({ actors: { submitRequest } })}
      input={options.values && { values: options.values }}
    />,
  );
  // The long option lists (64 districts, 85 subjects) make user-event's per-click CSS check slow.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
  return { ...rendered, user, calls };
}
type User = ReturnType<typeof renderWizard>['user'];

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const combobox = (name: string) => screen.getByRole('combobox', { name });
const button = (name: string) => screen.getByRole('button', { name });
const heading = () => screen.getByRole('heading', { level: 2 });

async function choose(user: User, label: string, option: string) {
  await user.click(combobox(label));
  await user.click(await screen.findByRole('option', { name: option }));
}
async function optionsOf(user: User, label: string) {
  await user.click(combobox(label));
  const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return options;
}
const chips = () =>
  within(screen.getByRole('list', { name: 'Selected subjects' }))
    .getAllByRole('button')
    .map((chip) => chip.textContent);

// Toasts live in a module-level store: start every test without the last one's.
afterEach(() => notifications.clean());

describe('TutorRequestWizard: steps and Next', () => {
  it('shows the three steps and the labelled fields of Student Info with the defaults', () => {
    renderWizard();
    for (const step of ['Student Info', 'Tuition Info', 'Tutor Details']) {
      expect(screen.getAllByText(step).length).toBeGreaterThan(0);
    }
    expect(heading()).toHaveTextContent('Student Info');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(textbox('Student Name')).toBeRequired();
    expect(textbox('Number of Students')).toHaveValue('1');
    expect(screen.getByRole('radiogroup', { name: 'Student Gender' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Male' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Female' })).not.toBeChecked();
    expect(textbox('Institution')).not.toBeRequired();
    expect(combobox('District')).toBeInTheDocument();
    expect(combobox('Area')).toBeDisabled();
    expect(textbox('Location Details')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Previous/ })).not.toBeInTheDocument();
    expect(button('Next')).toBeInTheDocument();
  });

  it('blocks Next with a message per field, focuses the first, and lets through once filled', async () => {
    const { user } = renderWizard();
    await user.clear(textbox('Number of Students'));
    await user.click(button('Next'));

    expect(heading()).toHaveTextContent('Student Info');
    expect(screen.getByText('Student Name is required')).toBeInTheDocument();
    expect(screen.getByText('Number of Students must be at least 1')).toBeInTheDocument();
    expect(screen.getByText('Student Gender is required')).toBeInTheDocument();
    expect(screen.getByText('District is required')).toBeInTheDocument();
    expect(screen.getByText('Area is required')).toBeInTheDocument();
    expect(textbox('Student Name')).toHaveFocus();

    await user.type(textbox('Student Name'), 'Ayaan Rahman');
    expect(screen.queryByText('Student Name is required')).not.toBeInTheDocument();
    await user.type(textbox('Number of Students'), '2');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await choose(user, 'District', 'Dhaka');
    await choose(user, 'Area', 'Mirpur');
    await user.click(button('Next'));

    expect(heading()).toHaveTextContent('Tuition Info');
    expect(heading()).toHaveFocus();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  });

  it('blocks Next on Tuition Info with its messages, and Previous keeps what was typed', async () => {
    const { user } = renderWizard({ values: { ...filled, medium: '', classLevel: '', subjects: [] } });
    await user.click(button('Next'));
    expect(heading()).toHaveTextContent('Tuition Info');
    await user.click(button('Next'));

    expect(heading()).toHaveTextContent('Tuition Info');
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByText('Class is required')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one subject')).toBeInTheDocument();
    expect(combobox('Category')).toHaveFocus();
    // Home Tutoring is the default tutoring type.
    expect(screen.getByRole('radio', { name: 'Home Tutoring' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Online Tutoring' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Group Study' })).not.toBeChecked();

    await user.click(button('Previous'));
    expect(heading()).toHaveTextContent('Student Info');
    expect(textbox('Student Name')).toHaveValue('Ayaan Rahman');
    expect(combobox('Area')).toHaveValue('Mirpur');
  });

  it('moves on with the Enter key as with Next', async () => {
    const { user } = renderWizard({ values: filled });
    await user.click(textbox('Student Name'));
    await user.keyboard('{Enter}');
    expect(heading()).toHaveTextContent('Tuition Info');
  });
});

describe('TutorRequestWizard: dependent selects', () => {
  it('offers the areas of the chosen district and empties the area when the district changes', async () => {
    const { user } = renderWizard();
    await choose(user, 'District', 'Rajshahi');
    const areas = await optionsOf(user, 'Area');
    expect(areas).toContain('Boalia');
    expect(areas).not.toContain('Mirpur');
    expect(areas.at(-1)).toBe('Others');
    await choose(user, 'Area', 'Boalia');
    expect(combobox('Area')).toHaveValue('Boalia');

    await choose(user, 'District', 'Dhaka');
    expect(combobox('Area')).toHaveValue('');
    expect(await optionsOf(user, 'Area')).toContain('Mirpur');
  });

  it('offers the classes of the chosen category and empties the class when the category changes', async () => {
    const { user } = renderWizard({ values: { ...filled, medium: '', classLevel: '' } });
    await user.click(button('Next'));
    expect(combobox('Class')).toBeDisabled();

    await choose(user, 'Category', 'English Medium');
    const classes = await optionsOf(user, 'Class');
    expect(classes).toContain('O Level');
    expect(classes).not.toContain('Class 8');
    await choose(user, 'Class', 'O Level');
    expect(combobox('Class')).toHaveValue('O Level');

    await choose(user, 'Category', 'Madrasa Medium');
    expect(combobox('Class')).toHaveValue('');
    expect(await optionsOf(user, 'Class')).toContain('Dakhil');
  });
});

describe('TutorRequestWizard: subjects', () => {
  it('shows the hint while none is chosen, adds chips without "All" or duplicates, removes a chip on click', async () => {
    const { user } = renderWizard({ values: { ...filled, subjects: [] } });
    await user.click(button('Next'));
    const picker = combobox('Subjects');
    expect(picker).toHaveAttribute('placeholder', 'Add a subject...');
    expect(screen.getByText('Please select at least one subject')).toBeInTheDocument();

    const offered = await optionsOf(user, 'Subjects');
    expect(offered).not.toContain('All');
    expect(offered).toContain('Physics');

    await choose(user, 'Subjects', 'Physics');
    await choose(user, 'Subjects', 'Chemistry');
    expect(chips()).toEqual(['Physics', 'Chemistry']);
    expect(screen.queryByText('Please select at least one subject')).not.toBeInTheDocument();

    // A chosen subject is no longer offered, so it cannot be added twice.
    const left = await optionsOf(user, 'Subjects');
    expect(left).not.toContain('Physics');
    expect(left).not.toContain('Chemistry');

    await user.click(button('Remove Physics'));
    expect(chips()).toEqual(['Chemistry']);
    expect(await optionsOf(user, 'Subjects')).toContain('Physics');

    await user.click(button('Remove Chemistry'));
    expect(screen.queryByRole('list', { name: 'Selected subjects' })).not.toBeInTheDocument();
    expect(screen.getByText('Please select at least one subject')).toBeInTheDocument();
  });
});

describe('TutorRequestWizard: Tutor Details and submit', () => {
  async function toTutorDetails(user: User) {
    await user.click(button('Next'));
    await user.click(button('Next'));
    expect(heading()).toHaveTextContent('Tutor Details');
  }

  it('shows its fields with hints and defaults, and keeps Submit disabled until the terms are agreed', async () => {
    const { user, calls } = renderWizard({ values: { ...filled, tutoringTime: '', salary: '' } });
    await toTutorDetails(user);

    expect(combobox('Preferred Tutor Gender')).toHaveValue('No Preference');
    expect(combobox('Days per Week')).toHaveValue('3 days');
    expect(await optionsOf(user, 'Days per Week')).toEqual([
      '1 day',
      '2 days',
      '3 days',
      '4 days',
      '5 days',
      '6 days',
      '7 days',
    ]);
    expect(await optionsOf(user, 'Preferred Tutor Gender')).toEqual(['No Preference', 'Male', 'Female']);
    expect(textbox('Preferred Time')).toHaveAttribute('placeholder', 'e.g., After 4 PM');
    expect(textbox(/^Salary Range/)).toHaveAttribute('placeholder', 'e.g., 5000-6000');
    expect(textbox('Additional Notes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(button('Previous')).toBeEnabled();

    const terms = screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' });
    expect(terms).not.toBeChecked();
    expect(button('Submit Request')).toBeDisabled();
    await user.click(terms);
    expect(button('Submit Request')).toBeEnabled();

    await user.click(button('Submit Request'));
    expect(screen.getByText('Preferred Time is required')).toBeInTheDocument();
    expect(screen.getByText('Salary Range is required')).toBeInTheDocument();
    expect(textbox('Preferred Time')).toHaveFocus();
    expect(calls).toHaveLength(0);

    await user.click(terms);
    expect(button('Submit Request')).toBeDisabled();
  });

  it('says "Submitting..." and locks the form while the request is on its way', async () => {
    const { user, calls } = renderWizard({ values: { ...filled, agreeTerms: true }, submit: () => new Promise(() => {}) });
    await toTutorDetails(user);
    await user.click(button('Submit Request'));

    expect(button('Submitting...')).toBeDisabled();
    expect(button('Previous')).toBeDisabled();
    expect(textbox('Preferred Time')).toBeDisabled();
    expect(screen.getByRole('form', { name: 'New tutor request' })).toHaveAttribute('aria-busy', 'true');
    expect(calls).toHaveLength(1);
  });

  it("shows the server's message and keeps the request at Tutor Details", async () => {
    const { user } = renderWizard({
      values: { ...filled, agreeTerms: true },
      submit: () => Promise.reject(new ApiError('Too many requests, please try again later', 429, true)),
    });
    await toTutorDetails(user);
    await user.click(button('Submit Request'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again later');
    expect(heading()).toHaveTextContent('Tutor Details');
    expect(textbox('Preferred Time')).toHaveValue('After 4 PM');
    expect(button('Submit Request')).toBeEnabled();
  });

  it('walks the whole form, sends it, toasts, and resets to Student Info with a link to the posted jobs', async () => {
    const { user, calls } = renderWizard();
    await user.type(textbox('Student Name'), 'Ayaan Rahman');
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.type(textbox('Institution'), 'Mirpur Girls Ideal');
    await choose(user, 'District', 'Dhaka');
    await choose(user, 'Area', 'Mirpur');
    await user.type(textbox('Location Details'), 'Road 3');
    await user.click(button('Next'));

    await choose(user, 'Category', 'Bangla Medium');
    await choose(user, 'Class', 'Class 8');
    await choose(user, 'Subjects', 'Math');
    await choose(user, 'Subjects', 'English');
    await user.click(screen.getByRole('radio', { name: 'Online Tutoring' }));
    await user.click(button('Next'));

    await choose(user, 'Preferred Tutor Gender', 'Female');
    await choose(user, 'Days per Week', '5 days');
    await user.type(textbox('Preferred Time'), 'After 4 PM');
    await user.type(textbox(/^Salary Range/), '5000-6000');
    await user.type(textbox('Additional Notes'), 'Weak in algebra');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await user.click(button('Submit Request'));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Your tutor request has been submitted successfully!');
    expect(within(status).getByRole('link', { name: 'View your posted jobs' })).toHaveAttribute(
      'href',
      '/studentPostedJobs/u1',
    );
    // The toast says it too.
    await waitFor(() =>
      expect(screen.getAllByText('Your tutor request has been submitted successfully!')).toHaveLength(2),
    );
    expect(calls).toEqual([
      {
        studentName: 'Ayaan Rahman',
        noOfStudents: 1,
        studentGender: 'male',
        institution: 'Mirpur Girls Ideal',
        district: 'Dhaka',
        area: 'Mirpur',
        locationDetails: 'Road 3',
        medium: 'Bangla Medium',
        classLevel: 'Class 8',
        subjects: ['Math', 'English'],
        tutoringType: 'online',
        preferredTutor: 'female',
        days: 5,
        tutoringTime: 'After 4 PM',
        salary: '5000-6000',
        notes: 'Weak in algebra',
      },
    ]);

    // Back at step 1 with the defaults.
    expect(heading()).toHaveTextContent('Student Info');
    expect(textbox('Student Name')).toHaveValue('');
    expect(textbox('Number of Students')).toHaveValue('1');
    expect(screen.getByRole('radio', { name: 'Male' })).not.toBeChecked();
    expect(combobox('District')).toHaveValue('');
    expect(combobox('Area')).toBeDisabled();
    await user.type(textbox('Student Name'), 'Nadia');
    await choose(user, 'District', 'Dhaka');
    await choose(user, 'Area', 'Banani');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(button('Next'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(combobox('Category')).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Selected subjects' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Home Tutoring' })).toBeChecked();
  });
});

describe('toTutorRequestBody', () => {
  const submission: TutorRequestSubmission = {
    ...filled,
    noOfStudents: 1,
    studentGender: 'male',
    tutoringType: 'home',
    days: 3,
  };

  it('sends the area as location, the studentId and postedAt, and never agreeTerms', () => {
    const body = toTutorRequestBody(submission, { studentId: 5001, postedAt: '2026-01-05T10:00:00.000Z' });
    expect(body).toMatchObject({ location: 'Mirpur', studentId: 5001, postedAt: '2026-01-05T10:00:00.000Z' });
    expect(body).not.toHaveProperty('area');
    expect(body).not.toHaveProperty('agreeTerms');
    // The server's own schema accepts it.
    expect(studentTutorRequestBodySchema.safeParse(body).success).toBe(true);
  });

  it('leaves studentId out while the user record is unknown', () => {
    for (const studentId of [undefined, null]) {
      expect(toTutorRequestBody(submission, { studentId, postedAt: 'x' })).not.toHaveProperty('studentId');
    }
  });
});
