'use client';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type AppealInsertBody, type Statement } from '@kraam/shared';
import type { Enveloped } from '@/lib/api/request-json';
import {
  sendAppeal,
  sendAppealByLink,
  statementByLinkQuery,
  statementsQuery,
  type LinkContext,
  type SignedInContext,
  type StatementLink,
} from '../api/statement-calls';

export type StatementAppeal = NonNullable<Statement['appeal']>;

/**
 * Where the statements come from and where an appeal goes: the signed-in reader's list on the dashboard,
 * or one statement through its mail's signed link (no session; a suspended account cannot log in).
 * StatementCard and AppealForm word a statement and take an appeal the same way for both.
 */
export interface StatementSource {
  /** Sends the appeal; the server's receipt, or an ApiError (409 already appealed, 403 too late, 400…). */
  sendAppeal: (body: AppealInsertBody) => Promise<Enveloped<{ appealId: number }>>;
  /** Shows the statement as appealed at once, before the server is read again. */
  showAppealed: (decisionId: number, appeal: StatementAppeal) => void;
  /** Reads the statements again from the server (after an appeal was taken or refused). */
  refresh: () => Promise<void>;
}

const StatementSourceContext = createContext<StatementSource | null>(null);

export function StatementSourceProvider({
  value,
  children,
}: {
  value: StatementSource;
  children: ReactNode;
}) {
  return <StatementSourceContext value={value}>{children}</StatementSourceContext>;
}

/** The source the statement below was read from; none means a caller forgot it (no silent session). */
export function useStatementSource(): StatementSource {
  const source = useContext(StatementSourceContext);
  if (!source) throw new Error('A statement needs a StatementSourceProvider (dashboard or link).');
  return source;
}

/** The signed-in reader's statements (GET Statement/GetAll) and their appeals with the session's token. */
export function useSignedInSource(ctx: SignedInContext): StatementSource {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      sendAppeal: (body) => sendAppeal(ctx, body),
      showAppealed: (decisionId, appeal) =>
        queryClient.setQueryData(statementsQuery(ctx).queryKey, (list) =>
          list?.map((item) => (item.id === decisionId ? { ...item, appeal } : item)),
        ),
      refresh: () => queryClient.invalidateQueries({ queryKey: [API_PATHS.statements] }),
    }),
    [ctx, queryClient],
  );
}

/** One statement through its mail's link (GET Statement/GetByLink) and its appeal with the link's token. */
export function useLinkedSource(ctx: LinkContext, { decision, token }: StatementLink): StatementSource {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const { queryKey } = statementByLinkQuery(ctx, { decision, token });
    return {
      sendAppeal: (body) => sendAppealByLink(ctx, { ...body, token }),
      showAppealed: (_decisionId, appeal) =>
        queryClient.setQueryData(queryKey, (statement) => statement && { ...statement, appeal }),
      // This statement, and the dashboard's list too should the reader also be signed in in this tab.
      refresh: async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey }),
          queryClient.invalidateQueries({ queryKey: [API_PATHS.statements] }),
        ]);
      },
    };
  }, [ctx, decision, token, queryClient]);
}
