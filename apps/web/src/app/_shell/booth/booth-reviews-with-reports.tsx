'use client';
import type { Rating, Review } from '@kraam/shared';
import { ReportButton } from '@/features/moderation/components/report-button';
import { BoothReviews } from '@/features/reviews/components/booth-reviews';

/** 'Meld deze ervaring' under each review: moderation's notice form (DSA Art. 16). */
const reportReview = (review: Review) => <ReportButton target={{ type: 'review', id: review.id }} />;

/** The booth's reviews, with moderation's report action on each (features never import each other). */
export function BoothReviewsWithReports({ boothId, rating }: { boothId: number; rating: Rating }) {
  return <BoothReviews boothId={boothId} rating={rating} reportAction={reportReview} />;
}
