import fsd from '@feature-sliced/steiger-plugin';
import { defineConfig } from 'steiger';

// Steiger's recommended rules, all on. Each exception is scoped to its files; its reason is in docs/architecture.md
// ("Layers that say something").
export default defineConfig([
  ...fsd.configs.recommended,
  {
    // One page slice per route of the spec: the route table, not slicing taste, sets the count.
    files: ['./src/pages/**'],
    rules: { 'fsd/excessive-slicing': 'off' },
  },
]);
