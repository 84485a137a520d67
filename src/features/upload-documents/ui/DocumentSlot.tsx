import { Badge, FileInput, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentKind } from '@machines/document-verification';
import { DOCUMENT_MIME_TYPES } from '@/shared/config';
import { useFilePreview } from '@/shared/lib/image-file';
import { localDigits } from '@/shared/lib/format';
import { documentLabel, documentMessage } from '../lib/messages';
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
  const { t } = useTranslation('profile');
  const label = documentLabel(kind);
  const chosenUrl = useFilePreview(file);
  const storedUrl = storedImageUrl(storedPath);
  const preview = chosenUrl ?? storedUrl;
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <FileInput
          label={label}
          description={localDigits(t('documents.fileDescription'))}
          placeholder={
            stored ? (disabled ? t('documents.imageOnFile') : t('documents.chooseReplacement')) : t('documents.chooseImage')
          }
          accept={DOCUMENT_MIME_TYPES.join(',')}
          value={file}
          onChange={onChoose}
          error={error && documentMessage(error)}
          disabled={disabled}
          clearable
          leftSection={<IconId size={18} aria-hidden="true" />}
          fileInputProps={{ 'data-document': kind } as ComponentProps<'input'>}
        />
        <Group gap="xs">
          {file ? (
            <Badge color="blue" variant="light" tt="none">
              {t('documents.newImage')}
            </Badge>
          ) : stored ? (
            <Badge color="green" variant="light" tt="none">
              {t('documents.uploaded')}
            </Badge>
          ) : (
            <Text size="sm" c="dimmed">
              {t('documents.notUploaded')}
            </Text>
          )}
        </Group>
        {preview && (
          <Image
            src={preview}
            alt={file ? t('documents.newImageAlt', { label }) : t('documents.onFileAlt', { label })}
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
