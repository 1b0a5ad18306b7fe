import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { fileUrl, parseIdSegment } from '@kraam/shared';
import { BoothReviewsWithReports } from '@/app/_shell/booth/booth-reviews-with-reports';
import { config } from '@/config';
import { isGone } from '@/lib/api/gone';
import { answerWithStatus } from '@/lib/http/response-status';
import { PageContainer } from '@/components/layout/page-container';
import { SellerSignals } from '@/components/seller/seller-signals';
import { fetchBoothAds } from '@/features/booths/api/booth-ads';
import { loadPublicBooth } from '@/features/booths/api/load-public-booth';
import { BoothLegalNotice } from '@/features/booths/components/booth-legal-notice';
import { BoothView } from '@/features/booths/components/booth-view';
import { ReportButton } from '@/features/moderation/components/report-button';
import { RemovedNotice, removedMetadata } from '@/features/moderation/components/removed-notice';
import { visitorAddressHeader } from '@/lib/api/visitor-address';

const OG_IMAGE_WIDTH = 1200;

interface Props {
  params: Promise<{ id: string }>;
}

async function boothOf(params: Props['params']) {
  const id = parseIdSegment((await params).id);
  if (id === null) notFound();
  const booth = await loadPublicBooth(id);
  if (!booth) notFound();
  // Removed by a moderation decision: a notice, answered 410 (the web server sets it, lib/http).
  if (isGone(booth)) answerWithStatus(410);
  return booth;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const booth = await boothOf(params);
  if (isGone(booth)) return removedMetadata('booth');
  const description = (booth.title || booth.description).slice(0, 160) || undefined;
  // The banner suits a link preview best; a booth without one shows its logo.
  const image = booth.bannerId ?? booth.logoId;
  return {
    title: booth.name,
    description,
    openGraph: {
      type: 'website',
      title: booth.name,
      description,
      url: `${config.publicWebUrl}/booth/${booth.id}`,
      ...(image
        ? { images: [{ url: fileUrl(config.publicApiUrl, image, { w: OG_IMAGE_WIDTH }), alt: booth.name }] }
        : {}),
    },
  };
}

/** /booth/{id}: the public booth, rendered on the server with its live ads. */
export default async function BoothPage({ params }: Props) {
  const booth = await boothOf(params);
  if (isGone(booth))
    return (
      <PageContainer>
        <RemovedNotice kind="booth" message={booth.message} />
      </PageContainer>
    );
  const ads = await fetchBoothAds(config.internalApiUrl, await getLocale(), booth.id, {
    headers: await visitorAddressHeader(),
  });
  return (
    <PageContainer>
      <BoothView
        booth={booth}
        ads={ads}
        report={<ReportButton target={{ type: 'booth', id: booth.id }} />}
        legalNotice={<BoothLegalNotice booth={booth} />}
        reviews={<BoothReviewsWithReports boothId={booth.id} rating={booth.rating} />}
        signals={<SellerSignals signals={booth.signals} idPrefix="booth-signals" />}
      />
    </PageContainer>
  );
}
