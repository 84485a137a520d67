import { screen, within } from '@testing-library/react';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA_LOGOS, MediaLogos } from '@/pages/home';
import { renderWithProviders } from '../render';

describe('MediaLogos', () => {
  it('shows "We were featured on:" and every logo, lazily loaded from this host', () => {
    renderWithProviders(<MediaLogos />);
    expect(screen.getByRole('heading', { name: 'We were featured on:' })).toBeInTheDocument();
    const carousel = screen.getByRole('region', { name: 'Media logos' });
    const images = within(carousel).getAllByRole('img');
    expect(images).toHaveLength(MEDIA_LOGOS.length);
    for (const [index, image] of images.entries()) {
      expect(image).toHaveAttribute('src', MEDIA_LOGOS[index].src);
      expect(image).toHaveAttribute('alt', MEDIA_LOGOS[index].name);
      expect(image).toHaveAttribute('loading', 'lazy');
    }
  });

  it('ships every logo in public/media', () => {
    for (const logo of MEDIA_LOGOS) {
      expect(logo.src).toMatch(/^\/media\/[a-z0-9-]+\.svg$/);
      expect(existsSync(join(process.cwd(), 'public', logo.src))).toBe(true);
    }
  });
});
