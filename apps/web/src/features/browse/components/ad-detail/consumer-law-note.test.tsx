import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { ConsumerLawNote } from './consumer-law-note';

describe('ConsumerLawNote', () => {
  it('tells the buyer of a private seller’s ad that consumer law does not apply, in Dutch and English', () => {
    const { unmount } = renderWithProviders(<ConsumerLawNote sellerType="private" />);
    expect(screen.getByTestId('consumer-law-note').textContent).toBe(
      'Je koopt van een particulier. Het consumentenrecht (zoals de bedenktijd en de wettelijke garantie) geldt niet bij aankoop van een particulier.',
    );
    unmount();
    renderWithProviders(<ConsumerLawNote sellerType="private" />, 'en');
    expect(screen.getByTestId('consumer-law-note').textContent).toBe(
      'You are buying from a private person. Consumer law (such as the cooling-off period and the legal guarantee) does not apply to a purchase from a private person.',
    );
  });

  it('says nothing on a trader’s ad, where consumer law applies', () => {
    const { container } = renderWithProviders(<ConsumerLawNote sellerType="trader" />);
    expect(screen.queryByTestId('consumer-law-note')).toBeNull();
    expect(container.textContent).toBe('');
  });
});
