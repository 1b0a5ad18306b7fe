'use client';
import { useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { MAX_IMAGES_PER_AD, RECOMMENDED_MIN_PHOTOS } from '@kraam/shared';
import { IMAGE_ACCEPT, imageFileProblem } from '@/components/image/image-file-problem';
import { errorMessage } from '@/lib/api/api-error';
import { isUndecodable, prepareImage } from '@/lib/images/prepare-image';
import { useSellerCall } from '@/lib/api/seller-call';
import { invalidateAdReads } from '../../api/ad-reads';
import { adGallery, draftGallery, moved } from '../../photo-gallery';
import { PhotoTile } from './photo-tile';
import type { StepProps } from './step-props';

/** Where no one drags files: a touch screen or a phone-wide window. */
const TOUCH = '@media (hover: none) and (pointer: coarse), (max-width: 599.95px)';

/** A photo on its way: being made smaller (how far) or, at null, being uploaded. */
interface Pending {
  key: number;
  shrinking: number | null;
}

/**
 * Photos (SPEC §5): drag and drop or the file picker, reorder, choose the main image (the first), delete.
 * At most 12; the main image cannot be removed; PNG, SVG, JPG, JPEG, GIF, checked here first; a large
 * photo is made smaller before it is sent (decision 0027).
 */
export function PhotosStep({ draft, update, errors }: StepProps) {
  const t = useTranslations('publish.steps.photos');
  const tPhotos = useTranslations('publish.photos');
  const call = useSellerCall();
  const gallery = useMemo(
    () => (draft.editId === null ? draftGallery(call) : adGallery(call, draft.editId)),
    [call, draft.editId],
  );
  const queryClient = useQueryClient();
  // One mutation for every gallery operation (each answers the photos afterwards); an existing ad's
  // photos show in its lists, so those are stale after a change.
  const { mutateAsync: changeGallery } = useMutation({
    mutationFn: (operation: () => Promise<string[]>) => operation(),
    onSuccess: () => {
      if (draft.editId !== null) void invalidateAdReads(queryClient);
    },
  });
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const nextKey = useRef(0);
  const [busy, setBusy] = useState(false);
  const [dragOver, setDragOver] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const ids = draft.imageIds;

  const addFiles = async (files: File[]) => {
    let current = ids;
    const room = MAX_IMAGES_PER_AD - current.length;
    if (files.length > room) toast.error(tPhotos('tooMany'), { toastId: 'photos-too-many' });
    const accepted = files.slice(0, Math.max(room, 0)).filter((file) => {
      const problem = imageFileProblem(file);
      if (problem) toast.error(tPhotos(`problem.${problem}`, { name: file.name }));
      return problem === null;
    });
    const keys = accepted.map((_, index) => nextKey.current + index + 1);
    nextKey.current += accepted.length;
    setPending((now) => [...now, ...keys.map((key) => ({ key, shrinking: null }))]);
    const progress = (key: number, shrinking: number | null) =>
      setPending((now) => now.map((item) => (item.key === key ? { key, shrinking } : item)));
    for (const [index, file] of accepted.entries()) {
      const key = keys[index] ?? 0;
      try {
        const prepared = await prepareImage(file, (percent) => progress(key, percent));
        progress(key, null);
        const before = current;
        current = await changeGallery(() => gallery.add(before, prepared));
        update({ imageIds: current });
      } catch (error) {
        toast.error(
          isUndecodable(error)
            ? tPhotos('problem.undecodable', { name: file.name })
            : errorMessage(error, tPhotos('uploadFailed', { name: file.name })),
        );
      } finally {
        setPending((now) => now.filter((item) => item.key !== key));
      }
    }
  };

  const change = async (action: () => Promise<string[]>, success: string) => {
    setBusy(true);
    try {
      update({ imageIds: await changeGallery(action) });
      if (success) toast.success(success);
    } catch (error) {
      toast.error(errorMessage(error, tPhotos('changeFailed')));
    } finally {
      setBusy(false);
    }
  };

  const remove = (id: string) => {
    if (ids[0] === id) {
      toast.error(tPhotos('mainRequired'), { toastId: 'photos-main' });
      return;
    }
    void change(() => gallery.remove(ids, id), tPhotos('deleted'));
  };
  const makeMain = (id: string) => void change(() => gallery.makeMain(ids, id), tPhotos('mainChanged'));
  const move = (from: number, to: number) => {
    const next = moved(ids, from, to);
    if (next === ids) return;
    void change(() => gallery.reorder(next), from === 0 || to === 0 ? tPhotos('mainChanged') : '');
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragOver(false);
    if (dragged !== null) return;
    void addFiles(Array.from(event.dataTransfer.files));
  };

  const full = ids.length >= MAX_IMAGES_PER_AD;
  return (
    <Box>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          if (dragged === null) setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
        data-testid="photo-drop-zone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragOver ? 'primary.main' : 'divider',
          bgcolor: dragOver ? 'primary.light' : 'background.paper',
          borderRadius: 3,
          p: { xs: 2, sm: 3 },
          textAlign: 'center',
        }}
      >
        <AddPhotoAlternateOutlinedIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
        <Typography sx={{ mt: 1, [TOUCH]: { display: 'none' } }}>{t('drop')}</Typography>
        <Typography sx={{ mt: 1, display: 'none', [TOUCH]: { display: 'block' } }}>{t('tap')}</Typography>
        <Button
          variant="contained"
          onClick={() => input.current?.click()}
          disabled={full}
          sx={{ mt: 1.5, minHeight: 44 }}
        >
          {t('choose')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('rules', { max: MAX_IMAGES_PER_AD })}
        </Typography>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          hidden
          tabIndex={-1}
          aria-hidden="true"
          data-testid="photo-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void addFiles(files);
          }}
        />
      </Box>
      <Typography aria-live="polite" sx={{ mt: 2, fontWeight: 500 }} data-testid="photo-count">
        {t('count', { count: ids.length, max: MAX_IMAGES_PER_AD })}
      </Typography>
      {ids.length < RECOMMENDED_MIN_PHOTOS && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('recommend', { min: RECOMMENDED_MIN_PHOTOS })}
        </Alert>
      )}
      {errors.imageIds && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errors.imageIds}
        </Alert>
      )}
      <Box
        component="ol"
        aria-label={t('listLabel')}
        sx={{
          listStyle: 'none',
          p: 0,
          mt: 2,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {ids.map((id, index) => (
          <PhotoTile
            key={id}
            id={id}
            index={index}
            total={ids.length}
            title={draft.title}
            disabled={busy}
            onMakeMain={() => makeMain(id)}
            onRemove={() => remove(id)}
            onMove={(to) => move(index, to)}
            onDragStart={() => setDragged(index)}
            onDragEnd={() => setDragged(null)}
            onDropOn={() => {
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
          />
        ))}
        {pending.map(({ key, shrinking }) => (
          <Box
            component="li"
            key={`pending-${key}`}
            role="status"
            aria-label={shrinking === null ? t('uploading') : t('shrinking', { percent: shrinking })}
            sx={{
              aspectRatio: '4 / 3',
              bgcolor: 'grey.100',
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <CircularProgress
              size={28}
              variant={shrinking === null ? 'indeterminate' : 'determinate'}
              value={shrinking ?? undefined}
              aria-hidden
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
