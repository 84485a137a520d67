import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { feeSummary } from '@/pages/admin-applications';
import { withApp } from '../../stories/decorators';
import * as dialogStories from '../../stories/features/assign-tutor/SelectTutorDialog.stories';

// Each state story of the Select Tutor confirmation renders with no server and shows the state it names.
const stories = composeStories(dialogStories, { decorators: [withApp] });

afterEach(() => {
  document.body.innerHTML = '';
});

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Select tutor' }));

describe('Select Tutor dialog stories', () => {
  it('Form: the tutor, job SK-…, the labelled terms and the fee summary', async () => {
    render(<stories.Form />);
    const box = await dialog();
    expect(box.getByText('SK-10231')).toBeInTheDocument();
    expect(box.getByLabelText(/Agreed monthly salary \(TK\)/)).toHaveValue('5,000');
    expect(box.getByLabelText(/Start date/)).toHaveValue('2026-12-01');
    expect(
      box.getByText('A media fee of 3,000 TK (60% of 5,000 TK) will be charged to the tutor, due December 31, 2026 (30 days after the start).'),
    ).toBeInTheDocument();
    expect(box.getByRole('button', { name: 'Confirm selection' })).toBeEnabled();
  });

  it('FormWithoutSalary: no fee until a salary is given', async () => {
    render(<stories.FormWithoutSalary />);
    expect(await (await dialog()).findByText('Enter the agreed salary and the start date to see the media fee.')).toBeInTheDocument();
  });

  it('Sending: the confirm spins, Cancel and the inputs wait', async () => {
    render(<stories.Sending />);
    const box = await dialog();
    expect(box.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(box.getByLabelText(/Agreed monthly salary \(TK\)/)).toBeDisabled();
    expect(box.getByRole('button', { name: 'Confirm selection' })).toHaveAttribute('data-loading', 'true');
  });

  it("Failed and SalaryRequired: the server's message in the dialog", async () => {
    render(<stories.Failed />);
    expect((await dialog()).getByRole('alert')).toHaveTextContent('This tutor has an overdue fee on another tuition');
    document.body.innerHTML = '';
    render(<stories.SalaryRequired />);
    expect((await dialog()).getByRole('alert')).toHaveTextContent('Agreed salary is required');
  });

  it('Failed offers no override; OverdueMayOverride, OverrideReason, OverrideReasonMissing and OverrideSending show each step of one', async () => {
    render(<stories.Failed />);
    expect((await dialog()).queryByRole('button', { name: 'Override with a reason' })).not.toBeInTheDocument();
    document.body.innerHTML = '';
    render(<stories.OverdueMayOverride />);
    expect((await dialog()).getByRole('button', { name: 'Override with a reason' })).toBeInTheDocument();
    document.body.innerHTML = '';
    render(<stories.OverrideReason />);
    let box = await dialog();
    expect(box.getByLabelText(/Reason for the override/)).toBeRequired();
    expect(box.getByRole('button', { name: 'Select with override' })).toBeEnabled();
    expect(box.queryByRole('button', { name: 'Override with a reason' })).not.toBeInTheDocument();
    document.body.innerHTML = '';
    render(<stories.OverrideReasonMissing />);
    expect((await dialog()).getByText('Please give a reason (at least 3 characters)')).toBeInTheDocument();
    document.body.innerHTML = '';
    render(<stories.OverrideSending />);
    box = await dialog();
    expect(box.getByLabelText(/Reason for the override/)).toBeDisabled();
    expect(box.getByRole('button', { name: 'Select with override' })).toHaveAttribute('data-loading', 'true');
  });
});

describe('feeSummary', () => {
  it('is 60% of the agreed salary, due 30 days after the start in Dhaka; nothing without valid terms', () => {
    expect(feeSummary(4500, '2026-01-31')).toBe(
      'A media fee of 2,700 TK (60% of 4,500 TK) will be charged to the tutor, due March 2, 2026 (30 days after the start).',
    );
    expect(feeSummary(undefined, '2026-01-31')).toBeNull();
    expect(feeSummary(4500, '2026-02-30')).toBeNull();
    expect(feeSummary(4500, null)).toBeNull();
  });
});
