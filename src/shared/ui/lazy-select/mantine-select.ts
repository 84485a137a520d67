// Mantine's Select on its own, for LazySelect's chunk (the Combobox, Popover, ScrollArea and floating-ui with it).
export { Select } from '@mantine/core';
