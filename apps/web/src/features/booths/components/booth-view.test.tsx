import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { aBooth } from '@/test/booth-fixture';
import { BoothLegalNotice } from './booth-legal-notice';
import { BoothView } from './booth-view';

const booth = aBooth({ id: 7, name: 'Fietsenkraam Joris', title: 'Gebruikte fietsen' });

describe('BoothView', () => {
  it('shows a booth without a logo with the booth icon, not a broken-image icon', () => {
    renderWithProviders(<BoothView booth={booth} ads={{ data: [], nextCursor: null }} />);
    const logo = screen.getByRole('img', { name: 'Logo van Fietsenkraam Joris' });
    expect(logo.querySelector('svg')).not.toBeNull();
    expect(screen.queryByTestId('image-placeholder')).toBeNull();
  });

  it('labels a private booth and shows it no legal notice', () => {
    renderWithProviders(
      <BoothView
        booth={booth}
        ads={{ data: [], nextCursor: null }}
        legalNotice={<BoothLegalNotice booth={booth} />}
      />,
    );
    expect(screen.getByTestId('seller-type').textContent).toBe('Particulier');
    expect(screen.queryByRole('heading', { name: 'Wettelijke informatie' })).toBeNull();
  });

  it.each([
    {
      lang: 'nl' as const,
      label: 'Zakelijk',
      heading: 'Wettelijke informatie',
      lines: [
        ['Bedrijfsnaam', 'Fietsenkraam Joris B.V.'],
        ['KvK-nummer', '30123456'],
        ['Adres', 'Biltstraat 1, 3572 BJ Utrecht'],
        ['E-mailadres', 'joris@kraam.example'],
        ['Telefoon', '030 123 4567'],
      ],
    },
    {
      lang: 'en' as const,
      label: 'Business',
      heading: 'Legal information',
      lines: [
        ['Company name', 'Fietsenkraam Joris B.V.'],
        ['KvK number', '30123456'],
        ['Address', 'Biltstraat 1, 3572 BJ Utrecht'],
        ['Email address', 'joris@kraam.example'],
        ['Phone', '030 123 4567'],
      ],
    },
  ])('labels a trader’s booth and shows its legal notice ($lang)', ({ lang, label, heading, lines }) => {
    const trader = aBooth({
      ...booth,
      sellerType: 'trader',
      companyName: 'Fietsenkraam Joris B.V.',
      kvkNumber: '30123456',
      email: 'joris@kraam.example',
      phone: '+31301234567',
      street: 'Biltstraat 1',
      postalCode: '3572 BJ',
      cityName: 'Utrecht',
    });
    renderWithProviders(
      <BoothView
        booth={trader}
        ads={{ data: [], nextCursor: null }}
        legalNotice={<BoothLegalNotice booth={trader} />}
      />,
      lang,
    );
    expect(screen.getByTestId('seller-type').textContent).toBe(label);
    const notice = screen.getByRole('region', { name: heading });
    const pairs = [...notice.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(pairs).toEqual(lines);
    expect(within(notice).getByRole('link', { name: '030 123 4567' }).getAttribute('href')).toBe(
      'tel:+31301234567',
    );
  });
});
