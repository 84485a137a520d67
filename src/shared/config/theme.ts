import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
