import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withApp } from '../../stories/decorators';
import * as affiliateStories from '../../stories/pages/AdminAffiliatesPage.stories';
import * as testimonialStories from '../../stories/pages/AdminTestimonialsPage.stories';

// Each story renders with no server and shows the state it is named after.
const testimonials = composeStories(testimonialStories, { decorators: [withApp] });
const affiliates = composeStories(affiliateStories, { decorators: [withApp] });

describe('admin testimonials and affiliates stories', () => {
  it.each([
    ['List', 'Farhana Akter'],
    ['Loading', 'Loading...'],
    ['Empty', 'No testimonials yet'],
    ['LoadError', 'Error loading testimonials'],
    ['CreateModal', 'Recommended: Square image, max 2MB'],
    ['EditModal', 'Update'],
    ['DeleteConfirm', 'Are you sure you want to delete this testimonial?'],
    ['Narrow', 'Nusrat Jahan'],
  ] as const)('Testimonials %s shows %s', async (name, text) => {
    const Story = testimonials[name];
    render(<Story />);
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
  });

  it.each([
    ['List', 'BoiGhor'],
    ['Loading', 'Loading...'],
    ['Empty', 'No affiliates found'],
    ['LoadError', 'Failed to load affiliates'],
    ['CreateModal', '+ Add Benefit'],
    ['EditModal', 'Edit Affiliate'],
    ['DeleteConfirm', 'Are you sure you want to delete CodeShala? This action cannot be undone.'],
    ['Narrow', 'CodeShala'],
  ] as const)('Affiliates %s shows %s', async (name, text) => {
    const Story = affiliates[name];
    render(<Story />);
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
  });
});
