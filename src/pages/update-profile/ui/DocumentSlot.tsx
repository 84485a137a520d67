import { Badge, Button, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentKind } from '@machines/document-verification';
import { DOCUMENT_MIME_TYPES } from '@/shared/config';
import { useFilePreview } from '@/shared/lib/image-file';
import { localDigits } from '@/shared/lib/format';
import { ImageDrop } from '@/shared/ui/image-drop';
import { documentLabel, documentMessage } from '../lib/document-messages';
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

/**
 * One identity document: the image picker (a button, or drop the image on it), its message, and a preview of
 * the chosen or stored image.
 */
export function DocumentSlot({ kind, file, storedPath, stored, error, disabled, onChoose }: DocumentSlotProps) {
  const { t } = useTranslation('profile');
  const label = documentLabel(kind);
  const chosenUrl = useFilePreview(file);
  const storedUrl = storedImageUrl(storedPath);
  const preview = chosenUrl ?? storedUrl;
  const id = useId();
  const inputId = `${id}-file`;
  const labelId = `${id}-label`;
  const buttonTextId = `${id}-choice`;
  const choosePrompt = stored ? (disabled ? t('documents.imageOnFile') : t('documents.chooseReplacement')) : t('documents.chooseImage');
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Input.Wrapper
          id={inputId}
          label={label}
          description={localDigits(t('documents.fileDescription'))}
          error={error && documentMessage(error)}
          labelProps={{ id: labelId }}
        >
          <ImageDrop
            accept={DOCUMENT_MIME_TYPES}
            onFile={onChoose}
            disabled={disabled}
            inputProps={{ id: inputId, 'data-document': kind }}
          >
            {(open) => (
              <Group gap="xs" wrap="wrap">
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconId size={16} aria-hidden="true" />}
                  onClick={open}
                  disabled={disabled}
                  aria-labelledby={`${labelId} ${buttonTextId}`}
                >
                  <span id={buttonTextId}>{file ? file.name : choosePrompt}</span>
                </Button>
                {file && !disabled && (
                  <Button variant="subtle" color="red" size="xs" onClick={() => onChoose(null)}>
                    {t('documents.removeChosen')}
                  </Button>
                )}
              </Group>
            )}
          </ImageDrop>
        </Input.Wrapper>
        <Group gap="xs">
          {file ? (
            <Badge color="blue" variant="light" tt="none">
              {t('documents.newImage')}
            </Badge>
          ) : stored ? (
            <Badge color="green" variant="light" c="brand.8" tt="none">
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
