import {
  BOOTH_SOCIAL_NETWORKS,
  type Booth,
  type BoothBody,
  type BoothSocialNetwork,
  type SellerType,
} from '@kraam/shared';
import { formatPhone } from '@kraam/shared/phone';

/** The booth form as typed: every text field a string, the city and images as chosen. */
export interface BoothFormValues {
  name: string;
  title: string;
  description: string;
  email: string;
  website: string;
  socialLinks: Record<BoothSocialNetwork, string>;
  street: string;
  postalCode: string;
  /** The chosen city (its name shows in the field); named as the body field its errors come back under. */
  cityId: { id: number; name: string } | null;
  logoId: string | null;
  bannerId: string | null;
  sellerType: SellerType;
  companyName: string;
  kvkNumber: string;
  phone: string;
}

const emptySocial = (): Record<BoothSocialNetwork, string> =>
  Object.fromEntries(BOOTH_SOCIAL_NETWORKS.map((network) => [network, ''])) as Record<
    BoothSocialNetwork,
    string
  >;

export function boothFormValues(booth: Booth | null): BoothFormValues {
  const socialLinks = emptySocial();
  for (const network of BOOTH_SOCIAL_NETWORKS) socialLinks[network] = booth?.socialLinks[network] ?? '';
  return {
    name: booth?.name ?? '',
    title: booth?.title ?? '',
    description: booth?.description ?? '',
    email: booth?.email ?? '',
    website: booth?.website ?? '',
    socialLinks,
    street: booth?.street ?? '',
    postalCode: booth?.postalCode ?? '',
    cityId: booth?.cityId ? { id: booth.cityId, name: booth.cityName ?? '' } : null,
    logoId: booth?.logoId ?? null,
    bannerId: booth?.bannerId ?? null,
    sellerType: booth?.sellerType ?? 'private',
    companyName: booth?.companyName ?? '',
    kvkNumber: booth?.kvkNumber ?? '',
    // Stored in E.164; shown as the seller would type it ('020 123 4567').
    phone: booth?.phone ? formatPhone(booth.phone) : '',
  };
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The whole booth for Insert or Edit (Edit replaces the booth, so nothing may be left out). */
export function boothBody(values: BoothFormValues): BoothBody {
  const socialLinks: BoothBody['socialLinks'] = {};
  for (const network of BOOTH_SOCIAL_NETWORKS) {
    const link = values.socialLinks[network].trim();
    if (link) socialLinks[network] = link;
  }
  const trader = values.sellerType === 'trader';
  return {
    name: values.name.trim(),
    title: values.title.trim(),
    description: values.description.trim(),
    email: orNull(values.email),
    website: orNull(values.website),
    socialLinks,
    street: orNull(values.street),
    postalCode: orNull(values.postalCode),
    cityId: values.cityId?.id ?? null,
    logoId: values.logoId,
    bannerId: values.bannerId,
    sellerType: values.sellerType,
    // Only a trader's: a private booth keeps none (decision 0038), and what was typed before choosing
    // private again must not stand in the way of saving.
    companyName: trader ? orNull(values.companyName) : null,
    kvkNumber: trader ? orNull(values.kvkNumber) : null,
    phone: trader ? orNull(values.phone) : null,
  };
}
