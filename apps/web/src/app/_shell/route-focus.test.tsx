import { StrictMode } from 'react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { NavigationProvider, testNavigation } from '@/test/navigation';
import { renderWithProviders } from '@/test/render';
import { RouteFocus } from './route-focus';
import { SkipLink } from './skip-link';

// As a page of the App Router renders it: under its router's contexts.
const renderPage = (ui: ReactElement) => render(ui, { wrapper: NavigationProvider });

function Page({ title }: { title: string }) {
  return (
    <main id="main">
      <RouteFocus />
      <h1>{title}</h1>
      <button type="button">Zoeken</button>
    </main>
  );
}

describe('RouteFocus', () => {
  it('leaves focus alone on the first load', () => {
    renderPage(<Page title="Home" />);
    expect(document.activeElement).toBe(document.body);
  });

  // next dev renders in StrictMode, which runs each effect twice on mount: that is still the first load.
  it('leaves focus alone on the first load in StrictMode', () => {
    renderPage(
      <StrictMode>
        <Page title="Home" />
      </StrictMode>,
    );
    expect(document.activeElement).toBe(document.body);
  });

  it('moves focus to the main heading after a navigation', () => {
    const { rerender } = renderPage(<Page title="Home" />);
    screen.getByRole('button').focus();
    testNavigation.pathname = '/categoryAds';
    rerender(<Page title="Zoekresultaten" />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Zoekresultaten' }));
  });

  // globals.css draws no ring around it: it is a place to be read from, not a control.
  it('marks the heading it focuses as focused for screen readers only', () => {
    const { rerender } = renderPage(<Page title="Home" />);
    testNavigation.pathname = '/categoryAds';
    rerender(<Page title="Zoekresultaten" />);
    const heading = screen.getByRole('heading', { name: 'Zoekresultaten' });
    expect(heading.hasAttribute('data-route-focus')).toBe(true);
    expect(screen.getByRole('button').hasAttribute('data-route-focus')).toBe(false);
  });
});

describe('SkipLink', () => {
  it.each([
    ['nl', 'Naar de inhoud'],
    ['en', 'Skip to content'],
  ] as const)('jumps to the main content (%s)', (lang, name) => {
    renderWithProviders(<SkipLink />, lang);
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('#main');
  });
});
