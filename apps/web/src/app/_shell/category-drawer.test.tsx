import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { categoryNode } from '@/test/category-node';
import { renderWithProviders } from '@/test/render';
import { CategoryLevels } from './category-drawer';

const tree = [
  categoryNode(1, 'Fietsen', [
    categoryNode(11, 'Stadsfietsen', [categoryNode(111, 'Damesfietsen')]),
    categoryNode(12, 'E-bikes'),
  ]),
  categoryNode(2, 'Telefoons'),
];

describe('CategoryLevels', () => {
  it('links parents to their category page and leaves to their ads', () => {
    renderWithProviders(<CategoryLevels tree={tree} onNavigate={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Fietsen' }).getAttribute('href')).toBe('/category?categoryId=1');
    expect(screen.getByRole('link', { name: 'Telefoons' }).getAttribute('href')).toBe(
      '/categoryAds?categoryId=2',
    );
    expect(screen.queryByRole('button', { name: 'Toon subcategorieën van Telefoons' })).toBeNull();
  });

  it('walks down level by level and back', () => {
    renderWithProviders(<CategoryLevels tree={tree} onNavigate={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Terug' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Toon subcategorieën van Fietsen' }));
    expect(screen.queryByRole('link', { name: 'Telefoons' })).toBeNull();
    expect(screen.getByRole('link', { name: 'E-bikes' }).getAttribute('href')).toBe(
      '/categoryAds?categoryId=12',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Toon subcategorieën van Stadsfietsen' }));
    const list = screen.getByRole('list');
    expect(within(list).getByRole('link', { name: 'Damesfietsen' }).getAttribute('href')).toBe(
      '/categoryAds?categoryId=111',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Terug' }));
    expect(screen.getByRole('link', { name: 'Stadsfietsen' }).getAttribute('href')).toBe(
      '/category?categoryId=11',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Terug' }));
    expect(screen.getByRole('link', { name: 'Telefoons' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Terug' })).toBeNull();
  });

  it('closes the drawer when a link is followed', () => {
    const onNavigate = vi.fn();
    renderWithProviders(<CategoryLevels tree={tree} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('link', { name: 'Telefoons' }));
    expect(onNavigate).toHaveBeenCalled();
  });

  it('says so while the tree is loading', () => {
    renderWithProviders(<CategoryLevels tree={null} onNavigate={() => undefined} />);
    expect(screen.getByText('Categorieën laden…')).toBeTruthy();
  });
});
