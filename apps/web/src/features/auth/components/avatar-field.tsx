'use client';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { AVATAR_IMAGE_TYPES, MAX_IMAGE_BYTES } from '@kraam/shared';
import { KraamImage } from '@/components/image/kraam-image';
import { errorMessage } from '@/lib/api/api-error';
import { uploadAvatar } from '../api/accounts';
import { useCallContext } from '../hooks/use-auth';

const AVATAR_PX = 96;
const ACCEPT = AVATAR_IMAGE_TYPES.join(',');

/** Why a chosen file is refused before it is sent, or null when it may go. */
export function avatarFileProblem(file: File): 'tooLarge' | 'wrongType' | null {
  if (!(AVATAR_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  return null;
}

export interface AvatarFieldProps {
  galleryId: string | null;
  /** After a successful upload, with the new file id. */
  onUploaded: (galleryId: string) => void;
}

/** /dashboard/details: the round avatar and a "Change photo" button that uploads a new one at once. */
export function AvatarField({ galleryId, onUploaded }: AvatarFieldProps) {
  const t = useTranslations('auth');
  const ctx = useCallContext();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire a change event as well.
    event.target.value = '';
    if (!file) return;
    const refused = avatarFileProblem(file);
    if (refused) {
      setProblem(t(`details.avatar.${refused}`));
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      const { data } = await uploadAvatar(ctx, file);
      onUploaded(data.galleryId);
      toast.success(t('details.updated'));
    } catch (error) {
      toast.error(errorMessage(error, t('genericError')), { toastId: 'avatar-failed' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <KraamImage
        id={galleryId}
        alt={galleryId ? t('details.avatar.label') : t('details.avatar.none')}
        sizes={`${AVATAR_PX}px`}
        sx={{ width: AVATAR_PX, height: AVATAR_PX, borderRadius: '50%', flexShrink: 0 }}
      />
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Button
          variant="outlined"
          onClick={() => input.current?.click()}
          disabled={sending}
          aria-busy={sending}
          aria-describedby={problem ? problemId : undefined}
          startIcon={
            sending ? (
              <CircularProgress size={18} color="inherit" aria-hidden />
            ) : (
              <PhotoCameraOutlinedIcon aria-hidden />
            )
          }
        >
          {sending ? t('details.avatar.uploading') : t('details.avatar.change')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          tabIndex={-1}
          aria-hidden="true"
          data-testid="avatar-input"
          onChange={(event) => void choose(event)}
        />
        {problem && (
          <FormHelperText id={problemId} error role="alert">
            {problem}
          </FormHelperText>
        )}
      </Stack>
    </Stack>
  );
}
