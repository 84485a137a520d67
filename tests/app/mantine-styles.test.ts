// The app imports Mantine's core styles per component (src/app/styles/mantine-core.css) instead of the whole
// @mantine/core/styles.css (issue 15). A component whose stylesheet is left out renders unstyled, and a stylesheet
// imported out of Mantine's order can lose to the one it should override: both are checked here against the sources.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const stylesDir = path.join(root, 'node_modules/@mantine/core/styles');
const appCss = readFileSync(path.join(root, 'src/app/styles/mantine-core.css'), 'utf8');

/** The stylesheets the app imports, in its order. */
const imported = [...appCss.matchAll(/@import '@mantine\/core\/styles\/([A-Za-z-]+)\.css';/g)].map((match) => match[1]);

/** Every component name the app's sources import from @mantine/core (single- and multi-line imports). */
function importedComponents(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        const source = readFileSync(file, 'utf8');
        for (const match of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
          for (const part of match[1].split(',')) {
            const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
            if (/^[A-Z][A-Za-z]+$/.test(name)) names.add(name);
          }
        }
      }
    }
  };
  walk(path.join(root, 'src'));
  return names;
}

/**
 * Stylesheets other components are built from, which Mantine's guide says to import whenever in doubt ("components
 * reused in other components"), and those the other Mantine packages the app uses render: the toasts (Notification),
 * the upload box (LoadingOverlay), the carousels' controls (UnstyledButton).
 */
const BUILDING_BLOCKS = [
  'baseline',
  'default-css-variables',
  'global',
  'ScrollArea',
  'UnstyledButton',
  'VisuallyHidden',
  'Paper',
  'Popover',
  'CloseButton',
  'Group',
  'Loader',
  'Overlay',
  'ModalBase',
  'Input',
  'InlineInput',
  'Flex',
  'FloatingIndicator',
  'ActionIcon',
  'Combobox',
  'Pill',
  'PillsInput',
  'CheckboxIndicator',
  'RadioIndicator',
  'Notification',
  'LoadingOverlay',
];

describe("the app's Mantine core styles", () => {
  it('imports the stylesheet of every component the app uses, and of the components they are built from', () => {
    const used = [...importedComponents()].filter((name) => existsSync(path.join(stylesDir, `${name}.css`)));
    // The scan finds the app's components (a broken scan would pass with nothing to check).
    expect(used).toEqual(expect.arrayContaining(['Button', 'Modal', 'Table', 'Stepper']));
    const missing = [...used, ...BUILDING_BLOCKS].filter((name) => !imported.includes(name));
    expect(missing).toEqual([]);
  });

  it("imports them in the order of Mantine's own styles.css, each once", () => {
    const whole = readFileSync(path.join(root, 'node_modules/@mantine/core/styles.css'), 'utf8');
    const position = (name: string) => whole.indexOf(readFileSync(path.join(stylesDir, `${name}.css`), 'utf8').slice(0, 200));
    const positions = imported.map(position);
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect(new Set(imported).size).toBe(imported.length);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('is at most three quarters of the whole stylesheet', () => {
    const bytes = imported.reduce((sum, name) => sum + readFileSync(path.join(stylesDir, `${name}.css`)).length, 0);
    const whole = readFileSync(path.join(root, 'node_modules/@mantine/core/styles.css')).length;
    expect(bytes).toBeLessThan(whole * 0.75);
  });
});
