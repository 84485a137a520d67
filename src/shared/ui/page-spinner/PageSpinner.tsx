import { Center, Loader } from '@mantine/core';

/** Shown while a page's code or data is on its way. */
export function PageSpinner({ label = 'Loading page' }: { label?: string }) {
  return (
    <Center mih="50vh" role="status" aria-live="polite" aria-label={label}>
      <Loader />
    </Center>
  );
}
