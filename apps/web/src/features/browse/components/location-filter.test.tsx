import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '@kraam/shared';
import { fakeApi, json } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { LocationFilter } from './location-filter';

const typePostalCode = (value: string) =>
  fireEvent.change(screen.getByTestId('postal-code'), { target: { value } });

afterEach(() => vi.unstubAllGlobals());

describe('LocationFilter', () => {
  it('checks the postal code by the search rule in Dutch and applies it tidied with a default radius', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        [API_PATHS.provinces]: json(200, {
          data: [{ id: 7, countryId: 1, code: 'UT', name: 'Utrecht' }],
          message: null,
        }),
      }).fetchMock,
    );
    const onApply = vi.fn();
    renderWithProviders(<LocationFilter filters={{}} onApply={onApply} />);
    typePostalCode('12a');
    expect(await screen.findByText('Bijvoorbeeld 1234 AB')).toBeTruthy();
    fireEvent.blur(screen.getByTestId('postal-code'));
    typePostalCode('3511 ab');
    await waitFor(() => expect(screen.queryByText('Bijvoorbeeld 1234 AB')).toBeNull());
    fireEvent.blur(screen.getByTestId('postal-code'));
    await waitFor(() =>
      expect(onApply).toHaveBeenCalledWith({
        postalCode: '3511AB',
        radiusKm: '25',
        lat: undefined,
        lng: undefined,
      }),
    );
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('says in English when the provinces could not be loaded, and the postal code still works', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        [API_PATHS.provinces]: json(503, {
          message: 'The service is temporarily unavailable. Please try again shortly.',
          code: 'SERVICE_UNAVAILABLE',
        }),
      }).fetchMock,
    );
    const onApply = vi.fn();
    renderWithProviders(<LocationFilter filters={{}} onApply={onApply} />, 'en');
    expect(
      await screen.findByText('The service is temporarily unavailable. Please try again shortly.'),
    ).toBeTruthy();
    typePostalCode('12');
    expect(await screen.findByText('For example 1234 AB')).toBeTruthy();
    typePostalCode('1234');
    fireEvent.blur(screen.getByTestId('postal-code'));
    await waitFor(() =>
      expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ postalCode: '1234' })),
    );
  });
});
