import '@mantine/dropzone/styles.css';
import { Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useCallback, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ImageDropProps {
  /** The MIME types the file dialog offers. */
  accept: readonly string[];
  /**
   * The file chosen or dropped, accepted or not: the caller checks its type and size, so a wrong file gets
   * the same message whichever way it came.
   */
  onFile: (file: File) => void;
  /** The file input's own attributes: its accessible name above all (e2e and tests reach it by label). */
  inputProps: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
  disabled?: boolean;
  /** What the area shows; `open` opens the file dialog (give it to a button: the keyboard's way in). */
  children: (open: () => void) => ReactNode;
}

/**
 * An image picker that also takes a dropped file: Mantine's Dropzone around the caller's preview and
 * buttons. A click elsewhere in the area does nothing (the buttons inside it stay buttons), and the area is
 * not a tab stop of its own: the caller's button opens the dialog from the keyboard.
 */
export function ImageDrop({ accept, onFile, inputProps, disabled = false, children }: ImageDropProps) {
  const { t } = useTranslation('common');
  const openRef = useRef<() => void>(null);
  const open = useCallback(() => openRef.current?.(), []);
  return (
    <Dropzone
      accept={[...accept]}
      multiple={false}
      onDrop={() => undefined}
      onDropAny={(files, rejections) => {
        const file = files[0] ?? rejections[0]?.file;
        if (file) onFile(file);
      }}
      openRef={openRef}
      activateOnClick={false}
      activateOnKeyboard={false}
      enablePointerEvents
      disabled={disabled}
      inputProps={inputProps}
      p="xs"
    >
      {/* eslint-disable-next-line react-hooks/refs -- `open` reads the ref only when a button calls it, never while rendering */}
      {children(open)}
      <Text size="xs" c="dimmed" mt={4}>
        {t('imageDrop.hint')}
      </Text>
    </Dropzone>
  );
}
