'use client';
import type { CategoryField, CategoryNode, Country } from '@kraam/shared';
import type { StepKey } from '../ad-draft';
import { CategoryStep } from './steps/category-step';
import { ContactStep } from './steps/contact-step';
import { DetailsStep } from './steps/details-step';
import { LocationStep } from './steps/location-step';
import { PhotosStep } from './steps/photos-step';
import { PriceStep } from './steps/price-step';
import { ReviewStep } from './steps/review-step';
import type { StepProps } from './steps/step-props';

interface StepContentProps extends StepProps {
  tree: CategoryNode[];
  fields: CategoryField[];
  fieldsLoading: boolean;
  countries: Country[];
  phoneCodes: string[];
  tileUrl: string;
  onChooseCategory: (id: number) => void;
  onEditStep: (step: StepKey) => void;
}

/** The current step's fields. */
export function StepContent(props: StepContentProps) {
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
      return <DetailsStep {...step} fields={props.fields} fieldsLoading={props.fieldsLoading} />;
    case 'price':
      return <PriceStep {...step} />;
    case 'photos':
      return <PhotosStep {...step} />;
    case 'location':
      return <LocationStep {...step} countries={props.countries} tileUrl={props.tileUrl} />;
    case 'contact':
      return <ContactStep {...step} phoneCodes={props.phoneCodes} />;
    case 'review':
      return <ReviewStep draft={draft} tree={props.tree} fields={props.fields} onEdit={props.onEditStep} />;
  }
}
