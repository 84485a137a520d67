import fsd from '@feature-sliced/steiger-plugin';
import { defineConfig } from 'steiger';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // Slices created ahead of their first second user are fine while the product grows.
    rules: {
      'fsd/insignificant-slice': 'off',
      // One page slice per route of the spec (public, member and admin): the route table, not slicing taste, sets the count.
      'fsd/excessive-slicing': 'off',
    },
  },
]);
