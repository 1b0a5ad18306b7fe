import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { fileUrl, parseIdSegment } from '@kraam/shared';
import { PageContainer } from '@/components/layout/page-container';
import { HeaderTitle } from '@/components/layout/header-title';
import { config } from '@/config';
import { isGone } from '@/lib/api/gone';
import { answerWithStatus } from '@/lib/http/response-status';
import { loadAd } from '@/features/browse/api/load-ad';
import { AdBreadcrumbs } from '@/features/browse/components/ad-detail/ad-breadcrumbs';
import { AdPage } from '@/features/browse/components/ad-detail/ad-page';
import { jsonLdText, productJsonLd } from '@/features/browse/seo/product-json-ld';
import { BidPanel } from '@/features/bids/components/bid-panel';
import { ReportButton } from '@/features/moderation/components/report-button';
import { RemovedNotice, removedMetadata } from '@/features/moderation/components/removed-notice';

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const OG_IMAGE_WIDTH = 1200;
const DESCRIPTION_LENGTH = 160;

async function resolve({ params, searchParams }: Props) {
  const id = parseIdSegment((await params).id);
  const rawList = (await searchParams).list;
  const list = typeof rawList === 'string' && rawList.length <= 1000 ? rawList : undefined;
  const ad = id === null ? null : await loadAd(id, list);
  if (!ad) notFound();
  // Removed by a moderation decision: a notice, answered 410 (the web server sets it, lib/http).
  if (isGone(ad)) answerWithStatus(410);
  return { ad, list };
}

const imageUrl = (id: string) => fileUrl(config.publicApiUrl, id, { w: OG_IMAGE_WIDTH });

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { ad } = await resolve(props);
  if (isGone(ad)) return removedMetadata('ad');
  const summary = ad.description.replace(/\s+/g, ' ').trim();
  const description =
    summary.length > DESCRIPTION_LENGTH
      ? `${summary.slice(0, DESCRIPTION_LENGTH - 1)}…`
      : summary || ad.title;
  return {
    title: ad.title,
    description,
    openGraph: {
      type: 'website',
      title: ad.title,
      description,
      url: `${config.publicWebUrl}/ads/${ad.id}`,
      ...(ad.galleryId ? { images: [{ url: imageUrl(ad.galleryId), alt: ad.title }] } : {}),
    },
  };
}

/** SPEC §2 ad detail, server-rendered for search engines and shared links. */
export default async function AdDetailPage(props: Props) {
  const { ad, list } = await resolve(props);
  if (isGone(ad))
    return (
      <PageContainer>
        <RemovedNotice kind="ad" message={ad.message} />
      </PageContainer>
    );
  const url = `${config.publicWebUrl}/ads/${ad.id}`;
  const listQuery = list && !list.startsWith('sort=') ? `/categoryAds?${list}` : '/categoryAds';
  return (
    <PageContainer>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLdText(productJsonLd({ ad, url, images: ad.imageIds.map(imageUrl) })),
        }}
      />
      <HeaderTitle title={ad.title} backHref={listQuery} />
      <AdBreadcrumbs path={ad.categoryPath} />
      <AdPage
        ad={ad}
        list={list}
        tileUrl={config.mapTileUrl}
        report={<ReportButton target={{ type: 'ad', id: ad.id }} />}
        bids={
          // Bids go with 'Bieden vanaf', and with 'Prijs in overleg' where the seller allows them.
          (ad.priceType === 'startPrice' || ad.priceType === 'suggestion') && (
            <BidPanel adId={ad.id} priceType={ad.priceType} priceCents={ad.priceCents} />
          )
        }
      />
    </PageContainer>
  );
}
