import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { applyServerFieldErrors } from './server-field-errors';

describe('applyServerFieldErrors', () => {
  it("puts the server's messages under the form's fields, nested ones by their dotted name", () => {
    const setError = vi.fn();
    const error = new ApiError('Controleer de ingevulde gegevens.', 400, 'VALIDATION_FAILED', true, {
      email: ['Vul een geldig e-mailadres in.'],
      'socialLinks.facebook': ['Deze waarde is ongeldig.', 'Nog iets.'],
      request: ['Dit veld is onbekend.'],
    });
    expect(applyServerFieldErrors(error, setError, ['email', 'socialLinks'])).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Vul een geldig e-mailadres in.' }],
      ['socialLinks.facebook', { type: 'server', message: 'Deze waarde is ongeldig. Nog iets.' }],
    ]);
  });

  it('places nothing for other failures or fields the form does not have', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors(new Error('offline'), setError, ['email'])).toBe(false);
    const other = new ApiError('x', 400, 'VALIDATION_FAILED', true, { phone: ['te kort'] });
    expect(applyServerFieldErrors(other, setError, ['email'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
