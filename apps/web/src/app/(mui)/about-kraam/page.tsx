import type { Metadata } from 'next';
import { StaticPage, staticPageTitle } from '@/components/layout/static-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: await staticPageTitle('about') };
}

export default function Page() {
  return <StaticPage page="about" />;
}
