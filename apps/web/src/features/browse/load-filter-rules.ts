/**
 * The search's filter rules (adFilterQuerySchema, and with them zod), loaded on a filter form's first
 * check rather than with the page (decision 0019).
 */
export const loadAdFilterQuerySchema = () =>
  import('@kraam/shared/browse').then((module) => module.adFilterQuerySchema);
