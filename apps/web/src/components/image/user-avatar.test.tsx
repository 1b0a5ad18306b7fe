import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { UserAvatar } from './user-avatar';

const PHOTO = '6f1c1f2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';

describe('UserAvatar', () => {
  it('shows initials on a coloured circle without a photo, never the no-image icon', () => {
    renderWithProviders(<UserAvatar name="joris de Vries" imageId={null} label="Profielfoto van Joris" />);
    const avatar = screen.getByRole('img', { name: 'Profielfoto van Joris' });
    expect(avatar.textContent).toBe('JV');
    expect(screen.queryByTestId('image-placeholder')).toBeNull();
  });

  it('shows a person icon when there is no name either', () => {
    renderWithProviders(<UserAvatar name="  " imageId={null} label="Geen foto" />);
    const avatar = screen.getByRole('img', { name: 'Geen foto' });
    expect(avatar.querySelector('svg')).not.toBeNull();
    expect(avatar.textContent).toBe('');
  });

  it('falls back to the initials when the photo does not load', () => {
    const { container } = renderWithProviders(<UserAvatar name="Sanne" imageId={PHOTO} />);
    const photo = container.querySelector(`img[src*="${PHOTO}"]:not([aria-hidden])`);
    expect(photo).not.toBeNull();
    fireEvent.error(photo!);
    expect(container.textContent).toBe('S');
    expect(screen.queryByTestId('image-placeholder')).toBeNull();
  });

  it('is decorative without a label, as the name stands beside it', () => {
    const { container } = renderWithProviders(<UserAvatar name="Sanne" imageId={null} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
