import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { aBooth } from '@/test/booth-fixture';
import { BoothView } from './booth-view';

const booth = aBooth({ id: 7, name: 'Fietsenkraam Joris', title: 'Gebruikte fietsen' });

describe('BoothView', () => {
  it('shows a booth without a logo with the booth icon, not a broken-image icon', () => {
    renderWithProviders(<BoothView booth={booth} ads={{ data: [], nextCursor: null }} />);
    const logo = screen.getByRole('img', { name: 'Logo van Fietsenkraam Joris' });
    expect(logo.querySelector('svg')).not.toBeNull();
    expect(screen.queryByTestId('image-placeholder')).toBeNull();
  });
});
