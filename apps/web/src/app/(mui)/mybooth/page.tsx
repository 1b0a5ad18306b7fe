import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageContainer } from '@/components/layout/page-container';
import { SellerFrame } from '@/app/_shell/seller-frame';
import { MyBooth } from '@/features/booths/components/my-booth';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard.titles');
  return { title: t('kraam'), robots: { index: false } };
}

/** /mybooth: the own booth; guests are sent to /login (SPEC §2). */
export default function Page() {
  return (
    <PageContainer>
      <SellerFrame>
        <MyBooth />
      </SellerFrame>
    </PageContainer>
  );
}
