import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { z } from 'zod';
import { FIELD_MESSAGES, type Lang } from '@kraam/shared';
import { clientMessagesFor } from '@/i18n/messages';
import { useSchemaResolver, type SchemaSource } from './use-schema-resolver';

// A rule worded by its stable key, as the shared schemas do (e.g. a valid phone number).
const schema = z.object({
  phone: z.string().refine((value) => value.startsWith('+'), 'PHONE_INVALID'),
  renewedAt: z.string().refine(() => false, 'RENEW_TOO_EARLY'),
  title: z.string().min(3),
});
type Values = z.input<typeof schema>;

function errorsFor(lang: Lang, values: Values, source: SchemaSource<z.output<typeof schema>> = schema) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={lang} messages={clientMessagesFor(lang)}>
      {children}
    </NextIntlClientProvider>
  );
  const { result } = renderHook(() => useSchemaResolver<Values, z.output<typeof schema>>(source), {
    wrapper,
  });
  return result.current(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
}

describe('useSchemaResolver', () => {
  it.each(['nl', 'en'] as const)(
    'shows the API’s own field texts from the shared catalogue (%s)',
    async (lang) => {
      const { errors } = await errorsFor(lang, { phone: '0612345678', renewedAt: 'x', title: 'ab' });
      expect(errors.phone?.message).toBe(FIELD_MESSAGES[lang].PHONE_INVALID);
      // A key no form of the web app had listed before still gets its own text, not the general one.
      expect(errors.renewedAt?.message).toBe(FIELD_MESSAGES[lang].RENEW_TOO_EARLY);
      expect(errors.title?.message).toBe(FIELD_MESSAGES[lang].TOO_SMALL.replace('{minimum}', '3'));
    },
  );

  it('says an empty field is required, in the form’s own words', async () => {
    const { errors } = await errorsFor('nl', { phone: '', renewedAt: 'x', title: 'abc' });
    expect(errors.phone?.message).toBe('Dit veld is verplicht');
  });

  it('says the same of a field the form sends as null when left empty, whatever rule it breaks', async () => {
    // As a trader's address: optional in the shape, required by a rule across the fields.
    const nullable = z
      .object({ street: z.string().nullable() })
      .refine((body) => body.street !== null, { path: ['street'], message: 'REQUIRED' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <NextIntlClientProvider locale="en" messages={clientMessagesFor('en')}>
        {children}
      </NextIntlClientProvider>
    );
    const { result } = renderHook(() => useSchemaResolver(nullable), { wrapper });
    const { errors } = await result.current({ street: null }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(errors.street?.message).toBe('This field is required');
  });

  it('loads a schema given as a loader on the first check, once, and checks with it', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <NextIntlClientProvider locale="nl" messages={clientMessagesFor('nl')}>
        {children}
      </NextIntlClientProvider>
    );
    const { result } = renderHook(() => useSchemaResolver<Values, z.output<typeof schema>>(load), {
      wrapper,
    });
    expect(load).not.toHaveBeenCalled();
    const options = { fields: {}, shouldUseNativeValidation: false };
    const first = await result.current({ phone: '', renewedAt: 'x', title: 'abc' }, undefined, options);
    expect(first.errors.phone?.message).toBe('Dit veld is verplicht');
    await result.current({ phone: '+31', renewedAt: 'x', title: 'abc' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
