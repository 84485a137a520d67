import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// A deep green for Bangladesh; shade 7 keeps white text above 4.5:1 contrast.
const brand: MantineColorsTuple = [
  '#e6f7f1',
  '#ccebe0',
  '#99d6c1',
  '#66c2a3',
  '#33ad84',
  '#1a9f73',
  '#0b8a61',
  '#087553',
  '#066445',
  '#045236',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily:
    'Inter, "Hind Siliguri", "Noto Sans Bengali", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
});

/**
 * Mantine's dimmed text (gray.6) is 3.3:1 on white, below WCAG AA's 4.5:1 (axe: color-contrast); gray.7 is
 * 8.2:1. Every MantineProvider (app, stories, tests) passes this resolver, so all screens and their portalled
 * modals and menus read it.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
