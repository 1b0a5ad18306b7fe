'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { ImageUploadButton } from '@/components/image/image-upload-button';
import { SxKraamImage } from '@/components/image/sx-kraam-image';
import { IMAGE_ACCEPT, imageFileProblem } from '@/components/image/image-file-problem';
import { errorMessage } from '@/lib/api/api-error';
import { useSellerCall } from '@/lib/api/seller-call';
import { uploadImage } from '@/lib/api/upload-image';

interface BoothImageFieldProps {
  kind: 'logo' | 'banner';
  imageId: string | null;
  onChange: (imageId: string | null) => void;
  error?: string;
}

/** Logo or banner: uploaded at once through File/Upload and previewed; the booth keeps it on save. */
export function BoothImageField({ kind, imageId, onChange, error }: BoothImageFieldProps) {
  const t = useTranslations('publish.booth');
  const tPhotos = useTranslations('publish.photos');
  const call = useSellerCall();
  const [problem, setProblem] = useState<string | null>(null);
  const messageId = useId();
  const shown = problem ?? error;

  const upload = async (file: File) => {
    try {
      const { data } = await uploadImage(call, file);
      onChange(data.id);
    } catch (failure) {
      toast.error(errorMessage(failure, t('uploadFailed')), { toastId: `booth-${kind}-failed` });
    }
  };

  const logo = kind === 'logo';
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="h4">
        {t(`fields.${kind}`)}
      </Typography>
      <Stack direction={logo ? 'row' : 'column'} spacing={2} sx={{ alignItems: logo ? 'center' : 'stretch' }}>
        <SxKraamImage
          id={imageId}
          alt={imageId ? t(`fields.${kind}Preview`) : t(`fields.${kind}None`)}
          sizes={logo ? '96px' : '(max-width: 900px) 100vw, 720px'}
          sx={
            logo
              ? { width: 96, height: 96, borderRadius: 2, flexShrink: 0 }
              : { width: '100%', aspectRatio: '4 / 1', borderRadius: 2 }
          }
        />
        <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <ImageUploadButton
            label={imageId ? t(`fields.${kind}Change`) : t(`fields.${kind}Add`)}
            uploadingLabel={t('uploading')}
            shrinkingLabel={(percent) => t('shrinking', { percent })}
            undecodable={(file) => tPhotos('problem.undecodable', { name: file.name })}
            accept={IMAGE_ACCEPT}
            testId={`booth-${kind}-input`}
            describedBy={shown ? messageId : undefined}
            check={(file) => {
              const refused = imageFileProblem(file);
              return refused && tPhotos(`problem.${refused}`, { name: file.name });
            }}
            onChecked={setProblem}
            upload={upload}
          />
          {imageId && (
            <Button
              color="inherit"
              onClick={() => onChange(null)}
              startIcon={<DeleteOutlineIcon aria-hidden />}
            >
              {t('remove')}
            </Button>
          )}
        </Stack>
      </Stack>
      {shown ? (
        <FormHelperText id={messageId} error role="alert">
          {shown}
        </FormHelperText>
      ) : (
        <FormHelperText>{t(`fields.${kind}Hint`)}</FormHelperText>
      )}
    </Stack>
  );
}
