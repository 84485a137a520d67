import type { Meta } from '@storybook/react-vite';
import { Avatar, Button, Group, Stack } from '@mantine/core';
import { fn } from 'storybook/test';
import { PUBLIC_IMAGE_MIME_TYPES } from '@/shared/config';
import { ImageDrop, UploadProgress } from '@/shared/ui/image-drop';
import { narrowScreen } from '../decorators';

// The image picker of the admin forms and the identity documents (Mantine Dropzone around the form's own
// preview and buttons), and the progress bar shown while a form with a chosen image is sent.
const meta = {
  title: 'Shared/ImageDrop',
  component: ImageDrop,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ImageDrop>;
export default meta;

const SAMPLE =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="%23228be6"/></svg>';

function Picker({ chosen = false, disabled = false }: { chosen?: boolean; disabled?: boolean }) {
  return (
    <ImageDrop accept={PUBLIC_IMAGE_MIME_TYPES} onFile={fn()} disabled={disabled} inputProps={{ 'aria-label': 'Profile Image' }}>
      {(open) => (
        <Group gap="sm">
          <Avatar src={chosen ? SAMPLE : null} size={64} />
          <Button variant="default" size="xs" onClick={open} disabled={disabled}>
            {chosen ? 'Change Image' : 'Upload Image'}
          </Button>
        </Group>
      )}
    </ImageDrop>
  );
}

/** Nothing chosen yet: a button, or drop an image on the area. */
export const Empty = () => <Picker />;

/** An image chosen: its preview and "Change Image". */
export const Chosen = () => <Picker chosen />;

/** While the form is sent the picker is disabled. */
export const Disabled = () => <Picker chosen disabled />;

/** The form with its image on the way: 0 %, under way, done. */
export const Uploading = () => (
  <Stack>
    <UploadProgress percent={0} />
    <UploadProgress percent={42} />
    <UploadProgress percent={100} />
  </Stack>
);

/** At 360 px. */
export const Narrow = () => <Picker chosen />;
Narrow.parameters = narrowScreen.parameters;
Narrow.globals = narrowScreen.globals;
