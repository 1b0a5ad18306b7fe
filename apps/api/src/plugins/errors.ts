// ONE error handler and the not-found handler: every failure leaves as DESIGN §3's
// `{ message, code, errors? }` with the text in the request's language; a 5xx never shows internals.
import type { ErrorResponse, Lang } from '@kraam/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { AppError, codeForStatus } from './app-error';
import { isDatabaseUnavailable } from './database-unavailable';
import { errorMessage, fieldMessage, isFieldMessageKey } from './messages';
import type { FieldMessageKey } from './messages';
import { requestLang } from './request-lang';

type FieldErrors = Record<string, string[]>;

/** Field names come from the request (an unknown key's own name): a Map, so 'constructor' is just a name. */
function addFieldError(errors: Map<string, string[]>, field: string, message: string): void {
  errors.set(field, [...(errors.get(field) ?? []), message]);
}

/** Zod's own texts are English only: map each issue to a catalogue key with its parameters. */
function describeIssue(issue: ZodFastifySchemaValidationError): {
  key: FieldMessageKey;
  params: Record<string, unknown>;
} {
  const params = issue.params;
  const message = issue.message ?? '';
  if (isFieldMessageKey(message)) return { key: message, params };
  switch (issue.keyword) {
    case 'invalid_type':
      return { key: /received undefined$/.test(message) ? 'REQUIRED' : 'INVALID_TYPE', params };
    case 'too_small':
      return { key: 'TOO_SMALL', params };
    case 'too_big':
      return { key: 'TOO_BIG', params };
    case 'invalid_value':
      return { key: 'INVALID_CHOICE', params };
    case 'unrecognized_keys':
      return { key: 'UNKNOWN_FIELD', params };
    default:
      return { key: 'INVALID', params };
  }
}

function validationFieldErrors(
  issues: ZodFastifySchemaValidationError[],
  context: string | undefined,
  lang: Lang,
): FieldErrors {
  const errors = new Map<string, string[]>();
  for (const issue of issues) {
    const { key, params } = describeIssue(issue);
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const unknownKeys = key === 'UNKNOWN_FIELD' && Array.isArray(params.keys) ? params.keys.map(String) : [];
    const fields = unknownKeys.length > 0 ? unknownKeys : [path || context || 'request'];
    for (const field of fields) addFieldError(errors, field, fieldMessage(lang, key, params));
  }
  return Object.fromEntries(errors);
}

function send(reply: FastifyReply, status: number, body: ErrorResponse): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const lang = requestLang(request);

  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = validationFieldErrors(error.validation, error.validationContext, lang);
    return send(reply, 400, {
      message: errorMessage(lang, 'VALIDATION_FAILED'),
      code: 'VALIDATION_FAILED',
      errors,
    });
  }

  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    const errors = error.fieldErrors
      ? Object.fromEntries(
          Object.entries(error.fieldErrors).map(([field, keys]) => [
            field,
            keys.map((k) =>
              typeof k === 'string' ? fieldMessage(lang, k) : fieldMessage(lang, k.key, k.params),
            ),
          ]),
        )
      : undefined;
    return send(reply, error.statusCode, {
      message: errorMessage(lang, error.messageKey, error.params),
      code: error.code,
      ...(errors ? { errors } : {}),
    });
  }

  // Errors raised by Fastify or a plugin (bad JSON, body too large, rate limit…) carry their status.
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
  if (status < 500) {
    request.log.info({ code: error.code, statusCode: status }, 'request rejected');
    const code = codeForStatus(status);
    return send(reply, status, { message: errorMessage(lang, code), code });
  }
  // The database restarting or out of reach is not a bug: 503, so clients and balancers retry.
  if (status === 500 && isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'request failed: database unavailable');
    return send(reply, 503, {
      message: errorMessage(lang, 'SERVICE_UNAVAILABLE'),
      code: 'SERVICE_UNAVAILABLE',
    });
  }
  request.log.error({ err: error }, 'request failed');
  const code = status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR';
  return send(reply, status === 503 ? 503 : 500, { message: errorMessage(lang, code), code });
}

/**
 * Fastify's `frameworkErrors` option: errors the router raises before any route or error handler runs
 * (a malformed percent-encoding, a path parameter over its maximum length, 414), in the same shape.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 400;
  const code = status >= 500 ? 'INTERNAL_ERROR' : codeForStatus(status);
  request.log.info({ code: error.code, statusCode: status }, 'request rejected');
  void send(reply, status >= 500 ? 500 : status, { message: errorMessage(requestLang(request), code), code });
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, { message: errorMessage(requestLang(request), 'ROUTE_NOT_FOUND'), code: 'NOT_FOUND' }),
  );
}
