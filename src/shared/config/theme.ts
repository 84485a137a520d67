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
 * Text of the light variant (badges, light buttons) on its pale background, where Mantine's shade 9 is under
 * WCAG AA's 4.5:1 for these palettes (yellow 2.7:1, lime 3.3, orange 3.6, green 3.8, teal 4.3: Lighthouse flagged
 * the Premium badge and the board's subject badges). Each is that shade 9 darkened until it reaches about 4.9:1
 * on the palette's shade 1.
 */
const LIGHT_VARIANT_TEXT: Record<string, string> = {
  yellow: '#a15300',
  lime: '#4a760a',
  orange: '#b63c0d',
  green: '#257735',
  teal: '#077554',
};

/**
 * Mantine's dimmed text (gray.6) is 3.3:1 on white, below WCAG AA's 4.5:1 (axe: color-contrast); gray.7 is
 * 8.2:1. Every MantineProvider (app, stories, tests) passes this resolver, so all screens and their portalled
 * modals and menus read it.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(Object.entries(LIGHT_VARIANT_TEXT).map(([color, text]) => [`--mantine-color-${color}-light-color`, text])),
  },
  dark: {},
});
