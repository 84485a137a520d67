import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $hireTutorErrors,
  $hireTutorFeedback,
  $hireTutorStatus,
  $hireTutorValues,
  EMPTY_HIRE_TUTOR_VALUES,
  HIRE_TUTOR_SUCCESS_MESSAGE,
  HireTutorForm,
  hireTutorFieldChanged,
  hireTutorFormSubmitted,
  hireTutorSubjectAdded,
  hireTutorSubjectRemoved,
  hireTutorTermsChanged,
  submitTutorRequestFx,
  type HireTutorValues,
} from '@/pages/hire-tutor';
import { ApiError, type PublicTutorRequestBody } from '@/shared/api';
import { renderWithProviders } from '../render';

const created = (body: PublicTutorRequestBody) => ({
  message: 'Tutor request submitted',
  data: {
    _id: 'r1',
    studentName: body.studentName,
    phone: body.phone,
    medium: body.medium,
    classLevel: body.classLevel,
    subjects: body.subjects,
    district: body.district,
    area: body.area,
    address: body.address,
    isCompleted: false,
    createdAt: '2026-01-05T10:00:00.000Z',
  },
});

const complete: HireTutorValues = {
  studentName: 'Ayaan Rahman',
  phone: '01711223344',
  medium: 'Bangla Medium',
  classLevel: 'Class 8',
  subjects: ['Math', 'English'],
  district: 'Dhaka',
  area: 'Mirpur',
  address: 'House 12, Road 3, Mirpur 10',
  agreedToTerms: true,
};

describe('Hire a Tutor model', () => {
  it('clears the class when the category changes to one without it, and the area likewise for the district', async () => {
    const scope = fork({ values: [[$hireTutorValues, complete]] });
    await allSettled(hireTutorFieldChanged, { scope, params: { field: 'medium', value: 'English Version' } });
    expect(scope.getState($hireTutorValues).classLevel).toBe('Class 8');
    await allSettled(hireTutorFieldChanged, { scope, params: { field: 'medium', value: 'English Medium' } });
    expect(scope.getState($hireTutorValues).classLevel).toBe('');

    await allSettled(hireTutorFieldChanged, { scope, params: { field: 'district', value: 'Gazipur' } });
    expect(scope.getState($hireTutorValues).area).toBe('');
  });

  it('never adds a subject twice, and removes the one asked', async () => {
    const scope = fork();
    for (const subject of ['Math', 'Physics', 'Math', ' Physics ', '']) {
      await allSettled(hireTutorSubjectAdded, { scope, params: subject });
    }
    expect(scope.getState($hireTutorValues).subjects).toEqual(['Math', 'Physics']);
    await allSettled(hireTutorSubjectRemoved, { scope, params: 'Math' });
    expect(scope.getState($hireTutorValues).subjects).toEqual(['Physics']);
  });

  it('asks for the terms and every other field, and sends nothing', async () => {
    const send = vi.fn(async (body: PublicTutorRequestBody) => created(body));
    const scope = fork({ handlers: [[submitTutorRequestFx, send]] });
    await allSettled(hireTutorFormSubmitted, { scope });

    expect(scope.getState($hireTutorErrors)).toEqual({
      studentName: 'Student name is required',
      phone: 'Phone number is required',
      medium: 'Category is required',
      classLevel: 'Class is required',
      subjects: 'Please select at least one subject',
      district: 'District is required',
      area: 'Area is required',
      address: 'Address is required',
      agreedToTerms: 'Please agree to our terms and policy.',
    });
    expect(send).not.toHaveBeenCalled();

    await allSettled(hireTutorTermsChanged, { scope, params: true });
    expect(scope.getState($hireTutorErrors).agreedToTerms).toBeUndefined();
  });

  it('sends a complete form, shows the success message and resets the form', async () => {
    const send = vi.fn(async (body: PublicTutorRequestBody) => created(body));
    const scope = fork({ values: [[$hireTutorValues, complete]], handlers: [[submitTutorRequestFx, send]] });
    await allSettled(hireTutorFormSubmitted, { scope });

    expect(send).toHaveBeenCalledWith(complete);
    expect(scope.getState($hireTutorStatus)).toBe('succeeded');
    expect(scope.getState($hireTutorFeedback)).toEqual({ tone: 'success', message: HIRE_TUTOR_SUCCESS_MESSAGE });
    expect(scope.getState($hireTutorValues)).toEqual(EMPTY_HIRE_TUTOR_VALUES);
  });

  it.each([
    [new ApiError('Too many requests, please try again later', 429, true), 'Too many requests, please try again later'],
    [new ApiError('Bad Gateway', 502, false), 'Failed to submit your request. Please try again.'],
    [new ApiError('fetch failed', 0, false), 'An error occurred. Please check your network connection and try again.'],
  ])('on failure (%s) shows "%s" and keeps the form', async (error, message) => {
    const scope: Scope = fork({
      values: [[$hireTutorValues, complete]],
      handlers: [
        [
          submitTutorRequestFx,
          async () => {
            throw error;
          },
        ],
      ],
    });
    await allSettled(hireTutorFormSubmitted, { scope });
    expect(scope.getState($hireTutorStatus)).toBe('failed');
    expect(scope.getState($hireTutorFeedback)).toEqual({ tone: 'error', message });
    expect(scope.getState($hireTutorValues)).toEqual(complete);
  });
});

describe('HireTutorForm', () => {
  function renderForm(send = vi.fn(async (body: PublicTutorRequestBody) => created(body))) {
    const scope = fork({ handlers: [[submitTutorRequestFx, send]] });
    const rendered = renderWithProviders(<HireTutorForm />, { scope });
    // The long option lists (64 districts, 85 subjects) make user-event's per-click CSS check slow.
    return { ...rendered, send, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null }) };
  }
  type User = ReturnType<typeof renderForm>['user'];

  const optionsOf = async (user: User, label: string) => {
    await user.click(screen.getByRole('combobox', { name: label }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    await user.keyboard('{Escape}');
    return options;
  };
  const choose = async (user: User, label: string, option: string) => {
    await user.click(screen.getByRole('combobox', { name: label }));
    await user.click(await screen.findByRole('option', { name: option }));
  };
  const chips = () =>
    within(screen.getByRole('list', { name: 'Selected subjects' }))
      .getAllByRole('button')
      .map((chip) => chip.textContent);

  it('labels every field and offers classes of the chosen category and areas of the chosen district', async () => {
    const { user } = renderForm();
    for (const label of ['Student Name', 'Phone', 'Address']) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Class' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Area' })).toBeDisabled();

    await choose(user, 'Category', 'English Medium');
    const classes = await optionsOf(user, 'Class');
    expect(classes).toContain('O Level');
    expect(classes).not.toContain('Class 8');

    await choose(user, 'District', 'Rajshahi');
    const areas = await optionsOf(user, 'Area');
    expect(areas).toContain('Boalia');
    expect(areas.at(-1)).toBe('Others');
  });

  it('adds subjects as chips without duplicates, and clicking a chip removes it', async () => {
    const { user } = renderForm();
    await choose(user, 'Subjects', 'Physics');
    await choose(user, 'Subjects', 'Chemistry');
    expect(chips()).toEqual(['Physics', 'Chemistry']);

    // A chosen subject is no longer offered, so it cannot be added twice.
    await user.click(screen.getByRole('combobox', { name: 'Subjects' }));
    await user.keyboard('Phys');
    expect(screen.queryByRole('option', { name: 'Physics' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Remove Physics' }));
    expect(chips()).toEqual(['Chemistry']);
  });

  it('says "Please agree to our terms and policy." when the box is not ticked', async () => {
    const { user, send } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please agree to our terms and policy.');
    expect(screen.getByText('Student name is required')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one subject')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('submits a filled form, shows the success message and empties every field', async () => {
    const { user, send } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Student Name' }), 'Ayaan Rahman');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '01711223344');
    await choose(user, 'Category', 'Bangla Medium');
    await choose(user, 'Class', 'Class 8');
    await choose(user, 'Subjects', 'Math');
    await choose(user, 'District', 'Dhaka');
    await choose(user, 'Area', 'Mirpur');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'House 12, Road 3');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(HIRE_TUTOR_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith({
      studentName: 'Ayaan Rahman',
      phone: '01711223344',
      medium: 'Bangla Medium',
      classLevel: 'Class 8',
      subjects: ['Math'],
      district: 'Dhaka',
      area: 'Mirpur',
      address: 'House 12, Road 3',
      agreedToTerms: true,
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Student Name' })).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'District' })).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Selected subjects' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
  });
});
