import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqPage } from '@/pages/faq';
import { PrivacyPage } from '@/pages/privacy';
import { TermsPage } from '@/pages/terms';
import { renderWithProviders } from '../render';

function questionButtons(sectionName: string) {
  return within(screen.getByRole('region', { name: sectionName })).getAllByRole('button');
}

describe('FAQ page', () => {
  it('has one h1 and the two sections with 16 and 11 questions', () => {
    renderWithProviders(<FaqPage />);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'For Tutors' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'For Guardians & Students' })).toBeInTheDocument();
    expect(questionButtons('For Tutors')).toHaveLength(16);
    expect(questionButtons('For Guardians & Students')).toHaveLength(11);
    // Each question is a heading wrapping its button.
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(27);
    expect(document.title).toBe('Frequently Asked Questions | Shikhon');
  });

  it('starts with every answer closed', () => {
    renderWithProviders(<FaqPage />);

    for (const button of [...questionButtons('For Tutors'), ...questionButtons('For Guardians & Students')]) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('opens a question with Enter and the next one with the arrow key and Space', async () => {
    const { user } = renderWithProviders(<FaqPage />);
    const [first, second] = questionButtons('For Tutors');

    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Registration is free\. Click "Register"/)).toBeVisible();

    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/18 years of age or older/)).toBeVisible();

    await user.keyboard('{ArrowUp}{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('answers the fee questions with the business rules', async () => {
    const { user } = renderWithProviders(<FaqPage />);

    async function openAnswer(question: string) {
      const button = screen.getByRole('button', { name: question });
      await user.click(button);
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).toBeVisible();
      return panel;
    }

    expect(await openAnswer('Is there a fee for verification?')).toHaveTextContent('verification fee is 200 Taka');
    expect(await openAnswer('What is the media fee, and how much is it?')).toHaveTextContent(
      "60% of the first month's salary",
    );
    const payment = await openAnswer("When do I pay the media fee, and what if I don't?");
    expect(payment).toHaveTextContent('payable after 30 days');
    expect(payment).toHaveTextContent('taken through the guardian from your salary');
    expect(await openAnswer('What if the tuition ends within the first month?')).toHaveTextContent(
      /media fee is 40%.*remaining 20% is refunded/,
    );
    expect(await openAnswer('What if the tuition lasts only two months?')).toHaveTextContent(
      'two months therefore carries the 60% media fee',
    );
  });

  it('covers the remaining rules somewhere in the answers', () => {
    const { container } = renderWithProviders(<FaqPage />);
    const text = container.textContent ?? '';

    for (const rule of [
      'NID card, birth certificate or student ID',
      'two tuitions with unpaid commission at the same time',
      'Female tutors are advised to bring a known person',
      '1.5 hours per session',
      'no extra commission',
      'Tutor of the Month',
      'Guardian of the Month',
      'pays your salary directly to you',
      'handpicked tutors',
      'trial classes',
      '15% commission',
    ]) {
      expect(text).toContain(rule);
    }
  });
});

describe('Terms and Conditions page', () => {
  function sectionByNumber(number: number) {
    const heading = screen.getByRole('heading', { level: 2, name: new RegExp(`^${number}\\. `) });
    return heading.closest('section') as HTMLElement;
  }

  it('has one h1 and exactly 12 numbered sections', () => {
    renderWithProviders(<TermsPage />);

    expect(screen.getAllByRole('heading', { level: 1, name: 'Terms and Conditions' })).toHaveLength(1);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(12);
    expect(document.title).toBe('Terms and Conditions | Shikhon');
    headings.forEach((heading, index) => {
      expect(heading.textContent).toMatch(new RegExp(`^${index + 1}\\. \\S`));
    });
  });

  it('states the fees and refunds', () => {
    renderWithProviders(<TermsPage />);

    expect(sectionByNumber(1)).toHaveTextContent('Registration on Shikhon is free');
    expect(sectionByNumber(2)).toHaveTextContent('Tutors must be 18 years of age or older');
    expect(sectionByNumber(3)).toHaveTextContent('verification fee is 200 Taka');
    const mediaFee = sectionByNumber(5);
    expect(mediaFee).toHaveTextContent('60% of the first month\'s salary');
    expect(mediaFee).toHaveTextContent('payable after 30 days');
    expect(mediaFee).toHaveTextContent('taken through the guardian from the tutor\'s salary');
    expect(sectionByNumber(6)).toHaveTextContent(/media fee is 40%.*remaining 20% is refunded/);
    expect(sectionByNumber(9)).toHaveTextContent('15% commission');
  });

  it('ends with a contact address as a mail link', () => {
    renderWithProviders(<TermsPage />);

    const link = within(sectionByNumber(12)).getByRole('link', { name: 'support@shikhon.com.bd' });
    expect(link).toHaveAttribute('href', 'mailto:support@shikhon.com.bd');
  });
});

describe('Privacy Policy page', () => {
  it('says documents stay private and gives the contact address', () => {
    renderWithProviders(<PrivacyPage />);

    expect(screen.getAllByRole('heading', { level: 1, name: 'Privacy Policy' })).toHaveLength(1);
    expect(document.title).toBe('Privacy Policy | Shikhon');
    expect(screen.getByText(/seen only by our verification team/)).toBeInTheDocument();
    expect(screen.getByText(/shared only between a guardian and the tutor matched with them/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@shikhon.com.bd' })).toHaveAttribute(
      'href',
      'mailto:support@shikhon.com.bd',
    );
  });
});
