// The company block of static data (SPEC §3: company.companyLogo), texts in both languages.
import type { SeedContext } from './seed-context';

export async function seedCompany({ trx, fileStore, content, log }: SeedContext): Promise<void> {
  const logo = await fileStore.save(await content.pictures.companyLogo(), { db: trx });
  const company = {
    name: 'Kraam',
    companyLogo: logo.id,
    slogan: { nl: 'Jouw kraam op de markt van de buurt', en: 'Your stall at the neighbourhood market' },
    email: 'hallo@kraam.example',
    phone: '+31 20 123 4567',
    address: 'Marktplein 1, 1011 AB Amsterdam',
  };
  await trx
    .insertInto('static_data')
    .values({ key: 'company', value: JSON.stringify(company) })
    .execute();
  log('seed: static data (company)');
}
