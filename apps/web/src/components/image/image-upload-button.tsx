'use client';
import { useRef, useState, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { isUndecodable, prepareImage } from '@/lib/images/prepare-image';

interface ImageUploadButtonProps {
  label: string;
  uploadingLabel: string;
  /** The button's text while a large photo is made smaller, with how far it is. */
  shrinkingLabel: (percent: number) => string;
  /** The message for a file the browser cannot read as an image. */
  undecodable: (file: File) => string;
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

/**
 * A button that opens the file picker, checks the chosen image, makes a large one smaller (with its
 * progress on the button) and uploads it at once.
 */
export function ImageUploadButton({
  label,
  uploadingLabel,
  shrinkingLabel,
  undecodable,
  accept,
  testId,
  describedBy,
  check,
  onChecked,
  upload,
}: ImageUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  /** How far a large photo is made smaller, or null when none is. */
  const [shrinking, setShrinking] = useState<number | null>(null);

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
      let prepared: File;
      try {
        prepared = await prepareImage(file, (percent) => setShrinking(percent));
      } catch (error) {
        if (!isUndecodable(error)) throw error;
        onChecked(undecodable(file));
        return;
      } finally {
        setShrinking(null);
      }
      await upload(prepared);
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
            <CircularProgress
              size={18}
              color="inherit"
              variant={shrinking === null ? 'indeterminate' : 'determinate'}
              value={shrinking ?? undefined}
              aria-hidden
            />
          ) : (
            <PhotoCameraOutlinedIcon aria-hidden />
          )
        }
      >
        {shrinking !== null ? shrinkingLabel(shrinking) : sending ? uploadingLabel : label}
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
