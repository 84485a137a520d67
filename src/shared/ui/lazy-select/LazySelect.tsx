import { TextInput, type SelectProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, type ComponentType } from 'react';

// Mantine's Select brings its Combobox, Popover, ScrollArea and floating-ui (~35 KB compressed): the list pages'
// filters and page-size pickers take it in a chunk of its own, after the page's first screen (issue 15, "ship less").
let selectModule: Promise<ComponentType<SelectProps>> | null = null;
/** The Select once its chunk is here: rendered at once, with no suspended first render. */
let loadedSelect: ComponentType<SelectProps> | null = null;

/** Fetches the Select's chunk once (tests and stories load it before rendering, as they do the session machine). */
export function loadSelect(): Promise<ComponentType<SelectProps>> {
  selectModule ??= import('./mantine-select').then((module) => (loadedSelect = module.Select as ComponentType<SelectProps>));
  return selectModule;
}

const MantineSelect = lazy(() => loadSelect().then((Select) => ({ default: Select })));

export interface LazySelectProps extends Omit<SelectProps, 'data'> {
  data: { value: string; label: string }[];
}

/**
 * Mantine's Select, loaded when first shown. A page the server rendered shows the server's Select until the chunk
 * arrives (React hydrates it then); a page opened in the browser shows a read-only box of the same label, value and
 * size for that moment.
 */
export function LazySelect(props: LazySelectProps) {
  const { label, placeholder, size, w, value, data } = props;
  const Loaded = loadedSelect;
  return (
    <Suspense
      fallback={
        <TextInput
          label={label}
          placeholder={placeholder}
          size={size}
          w={w}
          value={data.find((option) => option.value === value)?.label ?? ''}
          readOnly
          rightSection={<IconChevronDown size={16} aria-hidden="true" />}
          rightSectionPointerEvents="none"
        />
      }
    >
      {/* The same boundary either way, so a server-rendered page hydrates alike whether the chunk is here or not. */}
      {Loaded ? <Loaded {...props} /> : <MantineSelect {...props} />}
    </Suspense>
  );
}
