import { Badge, FileInput, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { DOCUMENT_LABELS, type DocumentKind } from '@machines/document-verification';
import { DOCUMENT_MIME_TYPES } from '@/shared/config';
import { useFilePreview } from '@/shared/lib/image-file';
import { storedImageUrl } from '../lib/stored-image-url';

export interface DocumentSlotProps {
  kind: DocumentKind;
  file: File | null;
  storedPath: string | null;
  stored: boolean;
  error: string | null;
  disabled: boolean;
  onChoose: (file: File | null) => void;
}

/** One identity document: the image picker, its message, and a preview of the chosen or stored image. */
export function DocumentSlot({ kind, file, storedPath, stored, error, disabled, onChoose }: DocumentSlotProps) {
  const label = DOCUMENT_LABELS[kind];
  const chosenUrl = useFilePreview(file);
  const storedUrl = storedImageUrl(storedPath);
  const preview = chosenUrl ?? storedUrl;
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <FileInput
          label={label}
          description="PNG, JPG or JPEG, at most 5 MB"
          placeholder={stored ? (disabled ? 'Image on file' : 'Choose an image to replace it') : 'Choose an image'}
          accept={DOCUMENT_MIME_TYPES.join(',')}
          value={file}
          onChange={onChoose}
          error={error}
          disabled={disabled}
          clearable
          leftSection={<IconId size={18} aria-hidden="true" />}
          fileInputProps={{ 'data-document': kind } as ComponentProps<'input'>}
        />
        <Group gap="xs">
          {file ? (
            <Badge color="blue" variant="light" tt="none">
              New image, not submitted yet
            </Badge>
          ) : stored ? (
            <Badge color="green" variant="light" tt="none">
              Uploaded
            </Badge>
          ) : (
            <Text size="sm" c="dimmed">
              Not uploaded yet
            </Text>
          )}
        </Group>
        {preview && (
          <Image
            src={preview}
            alt={file ? `${label} (new image)` : `${label} on file`}
            h={160}
            fit="contain"
            radius="sm"
            bg="gray.0"
          />
        )}
      </Stack>
    </Paper>
  );
}
