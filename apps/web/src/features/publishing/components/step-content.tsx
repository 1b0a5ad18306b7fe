'use client';
import { Suspense, lazy } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { CategoryField, CategoryNode, Country } from '@kraam/shared';
import type { StepKey } from '../ad-draft';
import { CategoryStep } from './steps/category-step';
import type { StepProps } from './steps/step-props';

// The first step comes with the form; each later one loads when the user gets to it (or resumes on it).
const DetailsStep = lazy(() => import('./steps/details-step').then((m) => ({ default: m.DetailsStep })));
const PriceStep = lazy(() => import('./steps/price-step').then((m) => ({ default: m.PriceStep })));
const PhotosStep = lazy(() => import('./steps/photos-step').then((m) => ({ default: m.PhotosStep })));
const LocationStep = lazy(() => import('./steps/location-step').then((m) => ({ default: m.LocationStep })));
const ContactStep = lazy(() => import('./steps/contact-step').then((m) => ({ default: m.ContactStep })));
const ReviewStep = lazy(() => import('./steps/review-step').then((m) => ({ default: m.ReviewStep })));

interface StepContentProps extends StepProps {
  tree: CategoryNode[];
  fields: CategoryField[];
  fieldsLoading: boolean;
  fieldsError: unknown;
  countries: Country[];
  countriesError: unknown;
  phoneCodes: string[];
  tileUrl: string;
  onChooseCategory: (id: number) => void;
  onEditStep: (step: StepKey) => void;
}

/** The current step's fields, with a placeholder while a step's code loads. */
export function StepContent(props: StepContentProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
      <CurrentStep {...props} />
    </Suspense>
  );
}

function CurrentStep(props: StepContentProps) {
  const { draft, update, errors } = props;
  const step = { draft, update, errors };
  switch (draft.step) {
    case 'category':
      return (
        <CategoryStep
          tree={props.tree}
          value={draft.categoryId}
          onChoose={props.onChooseCategory}
          error={errors.categoryId}
        />
      );
    case 'details':
      return (
        <DetailsStep
          {...step}
          fields={props.fields}
          fieldsLoading={props.fieldsLoading}
          fieldsError={props.fieldsError}
        />
      );
    case 'price':
      return <PriceStep {...step} />;
    case 'photos':
      return <PhotosStep {...step} />;
    case 'location':
      return (
        <LocationStep
          {...step}
          countries={props.countries}
          countriesError={props.countriesError}
          tileUrl={props.tileUrl}
        />
      );
    case 'contact':
      return <ContactStep {...step} phoneCodes={props.phoneCodes} />;
    case 'review':
      return <ReviewStep draft={draft} tree={props.tree} fields={props.fields} onEdit={props.onEditStep} />;
  }
}
