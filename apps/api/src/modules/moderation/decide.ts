// A moderator's decision from start to finish: recorded with its effects, then settled on every instance,
// then told to whoever it affects (the statement of reasons) and to every reporter who gave an email;
// last, the misuse rules may warn people or take an automatic suspension of their own (misuse.ts).
import type { DecisionInsert, DecisionSummary } from '@kraam/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { appealToken } from './appeal-link';
import { accountRecipient, notifyOfDecision, settleEffect } from './decision-aftermath';
import { recordDecision } from './decision-repository';
import { misuseAfter } from './misuse';
import type { Decider } from './decision-repository';
import { toDecisionSummary } from './decision-summaries';
import { LINKED_STATEMENT_PATH, STATEMENTS_PATH, noticeOutcomeMail, statementMail } from './moderation-mails';
import { targetKey, targetPreviews } from './moderation-targets';
import { caseNumberOf } from '../../db/notices';

export type ModerationConfig = Pick<Config, 'publicWebUrl' | 'publicApiUrl' | 'misuse' | 'jwtSecret'>;

/**
 * The statement in the dashboard; for the affected user the page of its signed link instead, which opens
 * without logging in (a suspended account cannot; appeal-link.ts).
 */
export const statementLink = (
  config: ModerationConfig,
  decisionId: number,
  affectedUserId?: number,
): string =>
  affectedUserId === undefined
    ? `${config.publicWebUrl}${STATEMENTS_PATH}?decision=${decisionId}`
    : `${config.publicWebUrl}${LINKED_STATEMENT_PATH}?decision=${decisionId}&appeal=${appealToken(config.jwtSecret, decisionId, affectedUserId)}`;

export async function decide(
  app: FastifyInstance,
  config: ModerationConfig,
  decider: Decider,
  body: DecisionInsert,
): Promise<DecisionSummary> {
  const { decision, effect } = await recordDecision(app, decider, body);
  await settleEffect(app, effect);
  const link = statementLink(config, decision.id);
  const { reportIds: _reportIds, target, outcome, manifestlyUnfounded: _unfounded, ...fields } = body;

  if (outcome === 'restriction') {
    const affected = await accountRecipient(app, decision.target_user_id);
    const preview = (await targetPreviews(app.db, config.publicApiUrl, [target])).get(targetKey(target));
    if (affected && decision.target_user_id !== null)
      app.sendMailLater(
        statementMail(affected.lang, affected.email, affected.name, {
          type: target.type,
          title: preview?.title ?? '',
          fields,
          onNotice: body.reportIds.length > 0,
          link: statementLink(config, decision.id, decision.target_user_id),
        }),
      );
    if (decision.target_user_id !== null)
      await notifyOfDecision(
        app,
        config.publicApiUrl,
        decision,
        decision.target_user_id,
        'moderationDecision',
      );
  }
  const reporters = await app.db
    .selectFrom('notices')
    .select(['id', 'created_at', 'reporter_email', 'reporter_name', 'lang'])
    .where('decision_id', '=', decision.id)
    .where('reporter_email', 'is not', null)
    .execute();
  for (const reporter of reporters)
    if (reporter.reporter_email)
      app.sendMailLater(
        noticeOutcomeMail(reporter.lang, reporter.reporter_email, reporter.reporter_name ?? '', {
          caseNumber: caseNumberOf(reporter.id, reporter.created_at),
          acted: outcome === 'restriction',
          link,
        }),
      );
  const automatic = await misuseAfter(app, config, decision);
  if (automatic) await decide(app, config, { ...decider, automatic: true }, automatic);
  return toDecisionSummary(decision);
}
