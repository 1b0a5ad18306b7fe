'use client';
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { get, type FieldError, type FieldValues, type Resolver, type ResolverOptions } from 'react-hook-form';
import type { z } from 'zod';
import { isFormFieldMessageKey, issueText, type FieldTranslator } from './field-issue-text';

/** A refused field as the form sees it, for a form that words one case its own way. */
export interface FieldProblem {
  path: string;
  /** The zod issue code (`too_small`, `custom` …). */
  type: string;
  /** The text the shared rules give it. */
  message: string;
}

/**
 * The schema, or a loader of it: a form on a page whose first load must stay small (login, search
 * filters) loads its schema, and with it zod, on the first check (decision 0019).
 */
export type SchemaSource<TOutput> = z.ZodType<TOutput> | (() => Promise<z.ZodType<TOutput>>);

interface SchemaResolverOptions<TValues> {
  /** Turns what was typed into what the schema checks (e.g. '' → null for an optional field). */
  toInput?: (values: TValues) => unknown;
  /** A form's own text for a problem of a filled-in field, else undefined for the shared one. */
  reword?: (problem: FieldProblem) => string | undefined;
}

const isLeaf = (value: unknown): value is FieldError =>
  typeof value === 'object' && value !== null && typeof (value as FieldError).type === 'string';

function* leaves(errors: object, prefix = ''): Generator<[string, FieldError]> {
  for (const [key, value] of Object.entries(errors) as [string, unknown][]) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isLeaf(value)) yield [path, value];
    else if (typeof value === 'object' && value !== null) yield* leaves(value, path);
  }
}

/** How the shared schemas name a field message (`EMAIL_INVALID`), rather than spell it out. */
const MESSAGE_KEY = /^[A-Z][A-Z_]+$/;

/** A schema's message key in the page's language; a key this form never meets gets the general text. */
function sharedText(t: FieldTranslator, message: string): string {
  if (isFormFieldMessageKey(message)) return t(message);
  return MESSAGE_KEY.test(message) ? t('INVALID') : message;
}

/** The first call starts `load` and every call shares it; after a failure (offline) the next call tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** Left empty: blank text, or the null a form's toInput makes of it (an optional field cleared). */
const isBlank = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');

/**
 * react-hook-form's zod resolver over a shared schema, with the texts in the page's language: an empty
 * field says it is required (SPEC: 'This field is required'), every other problem the API's own text for
 * it (errors.fields), so the browser and the server never word one rule two ways.
 */
export function useSchemaResolver<TValues extends FieldValues, TOutput>(
  schema: SchemaSource<TOutput>,
  { toInput, reword }: SchemaResolverOptions<TValues> = {},
): Resolver<TValues, unknown, TOutput> {
  const translate = useTranslations('errors.fields');
  return useMemo(() => {
    const t: FieldTranslator = (key, values) => translate(key, values);
    const resolverOf = (loaded: z.ZodType<TOutput>) =>
      zodResolver(loaded as z.ZodType<TOutput, FieldValues>, { error: (issue) => issueText(t, issue) });
    const loadCheck =
      typeof schema === 'function'
        ? once(() => schema().then(resolverOf))
        : () => Promise.resolve(resolverOf(schema));
    return async (values, context, options) => {
      const input = (toInput ? toInput(values) : values) as FieldValues;
      const result = await (await loadCheck())(input, context, options as ResolverOptions<FieldValues>);
      for (const [path, leaf] of leaves(result.errors)) {
        const shared = sharedText(t, leaf.message ?? '');
        // An empty field is simply missing, whatever rule it then breaks.
        leaf.message = isBlank(get(input, path))
          ? t('BLANK')
          : (reword?.({ path, type: leaf.type, message: shared }) ?? shared);
      }
      return result as Awaited<ReturnType<Resolver<TValues, unknown, TOutput>>>;
    };
  }, [schema, toInput, reword, translate]);
}
