import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CHAT_MESSAGE_MAX_LENGTH } from '@kraam/shared';
import { renderWithProviders } from '@/test/render';
import { Composer } from './composer';

const box = () => screen.getByRole('textbox', { name: 'Bericht' });

describe('Composer', () => {
  it('sends on Enter and empties the box', async () => {
    const onSend = vi.fn().mockResolvedValue(null);
    renderWithProviders(<Composer onSend={onSend} />);
    fireEvent.change(box(), { target: { value: 'Is de fiets er nog?' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Is de fiets er nog?'));
    expect(box()).toHaveProperty('value', '');
  });

  it('leaves Shift+Enter to the box as a new line and sends nothing', () => {
    const onSend = vi.fn().mockResolvedValue(null);
    renderWithProviders(<Composer onSend={onSend} />);
    fireEvent.change(box(), { target: { value: 'Hoi' } });
    const event = fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    // Not prevented: the browser inserts the line break.
    expect(event).toBe(true);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends with the button, never an empty message', async () => {
    const onSend = vi.fn().mockResolvedValue(null);
    renderWithProviders(<Composer onSend={onSend} />, 'en');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: '   ' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Message' }), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Hello' } });
    fireEvent.click(send);
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Hello'));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('counts characters near the limit and refuses a message over it', () => {
    renderWithProviders(<Composer onSend={vi.fn()} />);
    fireEvent.change(box(), { target: { value: 'a'.repeat(1900) } });
    expect(screen.getByText(`1900 / ${CHAT_MESSAGE_MAX_LENGTH} tekens`)).toBeTruthy();
    fireEvent.change(box(), { target: { value: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) } });
    expect(
      screen.getByText(`Je bericht is te lang: maximaal ${CHAT_MESSAGE_MAX_LENGTH} tekens.`),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Versturen' })).toHaveProperty('disabled', true);
  });

  it('puts the text back with the field error when the server refuses it', async () => {
    renderWithProviders(<Composer onSend={vi.fn().mockResolvedValue('Dit bericht is niet toegestaan.')} />);
    fireEvent.change(box(), { target: { value: 'Hallo' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(await screen.findByText('Dit bericht is niet toegestaan.')).toBeTruthy();
    await waitFor(() => expect(box()).toHaveProperty('value', 'Hallo'));
    fireEvent.change(box(), { target: { value: 'Hallo!' } });
    expect(screen.queryByText('Dit bericht is niet toegestaan.')).toBeNull();
  });

  it.each([
    ['nl', 'Bericht', 'Je tekst bevat een teken dat niet is toegestaan.'],
    ['en', 'Message', 'Your text contains a character that is not allowed.'],
  ] as const)(
    'refuses what the shared message rule refuses, in the page language (%s)',
    async (lang, label, text) => {
      const onSend = vi.fn().mockResolvedValue(null);
      renderWithProviders(<Composer onSend={onSend} />, lang);
      const input = screen.getByRole('textbox', { name: label });
      fireEvent.change(input, { target: { value: 'Hallo\u0000' } });
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(await screen.findByText(text)).toBeTruthy();
      expect(onSend).not.toHaveBeenCalled();
      expect(input).toHaveProperty('value', 'Hallo\u0000');
    },
  );
});
