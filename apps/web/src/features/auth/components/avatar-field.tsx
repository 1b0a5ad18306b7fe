'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { AVATAR_IMAGE_TYPES } from '@kraam/shared';
import { ImageUploadButton } from '@/components/image/image-upload-button';
import { UserAvatar } from '@/components/image/user-avatar';
import { errorMessage } from '@/lib/api/api-error';
import { uploadAvatar } from '../api/accounts';
import { useCallContext } from '../hooks/use-auth';

const AVATAR_PX = 96;
const ACCEPT = AVATAR_IMAGE_TYPES.join(',');

/** Why a chosen file is refused before it is sent, or null when it may go (a large one is shrunk first). */
export function avatarFileProblem(file: File): 'wrongType' | null {
  if (!(AVATAR_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  return null;
}

export interface AvatarFieldProps {
  galleryId: string | null;
  /** The account's name: its initials stand in for a missing photo. */
  name: string;
  /** After a successful upload, with the new file id. */
  onUploaded: (galleryId: string) => void;
}

/** /dashboard/details: the round avatar and a "Change photo" button that uploads a new one at once. */
export function AvatarField({ galleryId, name, onUploaded }: AvatarFieldProps) {
  const t = useTranslations('auth');
  const ctx = useCallContext();
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  const { mutateAsync } = useMutation({
    mutationFn: (file: File) => uploadAvatar(ctx, file),
    onSuccess: ({ data }) => {
      onUploaded(data.galleryId);
      toast.success(t('details.updated'));
    },
    onError: (error) => toast.error(errorMessage(error, t('genericError')), { toastId: 'avatar-failed' }),
  });
  // The button shows its own progress while this runs; the outcome is told by the toasts above.
  const upload = (file: File) =>
    mutateAsync(file).then(
      () => undefined,
      () => undefined,
    );

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <UserAvatar
        name={name}
        imageId={galleryId}
        size={AVATAR_PX}
        label={galleryId ? t('details.avatar.label') : t('details.avatar.none')}
      />
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <ImageUploadButton
          label={t('details.avatar.change')}
          uploadingLabel={t('details.avatar.uploading')}
          shrinkingLabel={(percent) => t('details.avatar.shrinking', { percent })}
          undecodable={() => t('details.avatar.undecodable')}
          accept={ACCEPT}
          testId="avatar-input"
          describedBy={problem ? problemId : undefined}
          check={(file) => {
            const refused = avatarFileProblem(file);
            return refused && t(`details.avatar.${refused}`);
          }}
          onChecked={setProblem}
          upload={upload}
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
