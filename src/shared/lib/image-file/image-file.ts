import { useEffect, useState } from 'react';
import { PUBLIC_IMAGE_MAX_BYTES, PUBLIC_IMAGE_MIME_TYPES } from '@/shared/config';

/**
 * The server's check of a public image, mirrored before upload: a PNG, JPEG or WebP of at most 2 MB.
 * Answers the message the server would give ('LABEL must be ...'), or null when the file is fine.
 * The server checks the content again; this looks at the declared type only.
 */
export function publicImageProblem(label: string, file: File): string | null {
  if (!(PUBLIC_IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return `${label} must be a PNG, JPG or WebP image`;
  if (file.size > PUBLIC_IMAGE_MAX_BYTES) return `${label} must be 2MB or smaller`;
  return null;
}

/** A preview of a chosen file as a data address; null while it is read or when no file is chosen. */
export function useFilePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || typeof FileReader === 'undefined') return undefined;
    let live = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (live && typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => {
      live = false;
      if (reader.readyState === FileReader.LOADING) reader.abort();
    };
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}
