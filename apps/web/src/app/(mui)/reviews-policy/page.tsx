import type { Metadata } from 'next';
import { StaticPage, staticPageTitle } from '@/components/layout/static-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: await staticPageTitle('reviews') };
}

/** 'Hoe wij ervaringen controleren': how reviews are tied to real conversations (EU consumer law, decision 0047). */
export default function Page() {
  return <StaticPage page="reviews" />;
}
