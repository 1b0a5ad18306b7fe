'use client';
import { useRef, useState, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';

interface ImageUploadButtonProps {
  label: string;
  uploadingLabel: string;
  /** The file picker's `accept`. */
  accept: string;
  /** On the hidden file input, for tests. */
  testId: string;
  /** The id of the message under the field, while one shows. */
  describedBy?: string;
  /** Why a chosen file is refused before it is sent (as text to show), or null. */
  check: (file: File) => string | null;
  /** Called with every check's outcome, so the caller shows or clears its message. */
  onChecked: (problem: string | null) => void;
  /** Sends the file; the caller reports failures. The button shows progress until it settles. */
  upload: (file: File) => Promise<void>;
}

/** A button that opens the file picker, checks the chosen image and uploads it at once. */
export function ImageUploadButton({
  label,
  uploadingLabel,
  accept,
  testId,
  describedBy,
  check,
  onChecked,
  upload,
}: ImageUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire a change event as well.
    event.target.value = '';
    if (!file) return;
    const problem = check(file);
    onChecked(problem);
    if (problem) return;
    setSending(true);
    try {
      await upload(file);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        onClick={() => input.current?.click()}
        disabled={sending}
        aria-busy={sending}
        aria-describedby={describedBy}
        startIcon={
          sending ? (
            <CircularProgress size={18} color="inherit" aria-hidden />
          ) : (
            <PhotoCameraOutlinedIcon aria-hidden />
          )
        }
      >
        {sending ? uploadingLabel : label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid={testId}
        onChange={(event) => void choose(event)}
      />
    </>
  );
}
