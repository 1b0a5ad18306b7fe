import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { PRICE_APPLY_DELAY_MS, PriceFilter } from './price-filter';

const typeInto = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('PriceFilter', () => {
  it('refuses a maximum below the minimum in Dutch and applies nothing until it is fixed', async () => {
    const onApply = vi.fn();
    renderWithProviders(<PriceFilter min={undefined} max={undefined} onApply={onApply} />);
    typeInto('price-min', '100');
    typeInto('price-max', '50');
    expect(await screen.findByText('Lager dan de minimumprijs')).toBeTruthy();
    fireEvent.blur(screen.getByTestId('price-max'));
    await waitFor(() => expect(screen.getByText('Lager dan de minimumprijs')).toBeTruthy());
    expect(onApply).not.toHaveBeenCalled();

    // Lowering the minimum clears the maximum's error too.
    typeInto('price-min', '20');
    await waitFor(() => expect(screen.queryByText('Lager dan de minimumprijs')).toBeNull());
    fireEvent.blur(screen.getByTestId('price-min'));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith('20', '50'));
  });

  it('keeps whole euros only, in English too, and sends nothing when nothing changed', async () => {
    const onApply = vi.fn();
    renderWithProviders(<PriceFilter min="10" max={undefined} onApply={onApply} />, 'en');
    typeInto('price-max', '5x');
    expect(screen.getByTestId<HTMLInputElement>('price-max').value).toBe('5');
    expect(await screen.findByText('Lower than the minimum price')).toBeTruthy();
    typeInto('price-max', '');
    fireEvent.blur(screen.getByTestId('price-max'));
    await waitFor(() => expect(screen.queryByText('Lower than the minimum price')).toBeNull());
    expect(onApply).not.toHaveBeenCalled();
    typeInto('price-min', '007');
    fireEvent.blur(screen.getByTestId('price-min'));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith('7', undefined));
  });

  describe('without leaving the field', () => {
    afterEach(() => vi.useRealTimers());

    it('applies a typed maximum once typing pauses, not on every digit', async () => {
      const onApply = vi.fn();
      renderWithProviders(<PriceFilter min={undefined} max={undefined} onApply={onApply} />);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      typeInto('price-max', '5');
      await vi.advanceTimersByTimeAsync(400);
      typeInto('price-max', '50');
      // The pause starts again with each digit.
      await vi.advanceTimersByTimeAsync(PRICE_APPLY_DELAY_MS - 1);
      expect(onApply).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      vi.useRealTimers();
      await waitFor(() => expect(onApply).toHaveBeenCalledWith(undefined, '50'));
      expect(onApply).toHaveBeenCalledTimes(1);
    });

    it('applies at once on Enter (English)', async () => {
      const onApply = vi.fn();
      renderWithProviders(<PriceFilter min="10" max={undefined} onApply={onApply} />, 'en');
      typeInto('price-max', '80');
      fireEvent.submit(screen.getByTestId('price-max').closest('form')!);
      await waitFor(() => expect(onApply).toHaveBeenCalledWith('10', '80'));
    });
  });
});
