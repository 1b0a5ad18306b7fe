'use client';
import { useCallback } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { EEA_COUNTRY_CODES, type Statement } from '@kraam/shared';

/** A statement of reasons in plain words, in the reader's language (Art. 17(3) DSA). */
export interface StatementWords {
  /** 'Besluit over je advertentie' / 'Uitkomst van je melding over de advertentie'. */
  heading: string;
  decidedOn: string;
  /** What was decided: one sentence per measure, or that nothing was done. */
  measures: string[];
  /** Where it applies (territorial scope). */
  scope: string;
  /** Report or own review; automated detection; automated decision. */
  how: string[];
  /** The legal ground or the clause of our terms, with its explanation; null without a ground. */
  ground: { text: string; explanation: string | null } | null;
  category: string | null;
  /** A reporter's own case numbers and whether action was taken; null for the affected user. */
  report: { caseNumbers: string | null; acted: string } | null;
  /** The status labels beside the heading: the appeal's, and a reversal. */
  labels: string[];
  reversed: string | null;
  /** The appeal line of the redress options: until when, or that the time is over; null once appealed. */
  appealOption: string | null;
  appealStatus: { text: string; explanation: string | null } | null;
}

/** A calendar day of the API (`2026-12-27`) as a date at noon UTC, the same day in every European zone. */
const day = (value: string) => new Date(value.length === 10 ? `${value}T12:00:00Z` : value);

/** '27 december 2026' / '27 December 2026': British English, as the API's mails and login message write it. */
const dayFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  });

/** Words a statement the way the mails do, so the dashboard and the mail never tell it two ways. */
export function useStatementWords(): (statement: Statement) => StatementWords {
  const t = useTranslations('statements');
  const tReport = useTranslations('report');
  const format = useFormatter();
  const locale = useLocale();
  return useCallback(
    (statement) => {
      const dates = dayFormat(locale);
      const date = (value: string) => dates.format(day(value));
      const { role, targetType } = statement;
      const thing = t(`things.${role}.${targetType}`);
      const thingStart = t(`thingsStart.${role}.${targetType}`);

      const measures: string[] = [];
      if (statement.outcome === 'no_action') measures.push(t('measures.noAction'));
      else {
        for (const visibility of statement.decision_visibility)
          measures.push(
            visibility === 'DECISION_VISIBILITY_OTHER'
              ? t('measures.DECISION_VISIBILITY_OTHER', { other: statement.decision_visibility_other ?? '' })
              : t(`measures.${visibility}`, { thing, thingStart }),
          );
        if (statement.decision_account === 'DECISION_ACCOUNT_SUSPENDED')
          measures.push(t(`measures.suspended.${role}`, { date: date(statement.end_date ?? '') }));
        if (statement.decision_account === 'DECISION_ACCOUNT_TERMINATED')
          measures.push(t(`measures.terminated.${role}`));
      }

      const everywhere = EEA_COUNTRY_CODES.every((code) => statement.territorial_scope.includes(code));
      const regions = new Intl.DisplayNames([locale], { type: 'region' });
      const scope = everywhere
        ? t('scope.all')
        : t('scope.some', {
            countries: format.list(statement.territorial_scope.map((code) => regions.of(code) ?? code)),
          });

      const illegal = statement.decision_ground === 'DECISION_GROUND_ILLEGAL_CONTENT';
      const groundText = illegal
        ? statement.illegal_content_legal_ground
        : statement.incompatible_content_ground;
      const ground =
        statement.decision_ground && groundText
          ? {
              text: t(illegal ? 'ground.illegal' : 'ground.terms', { ground: groundText }),
              explanation: illegal
                ? statement.illegal_content_explanation
                : statement.incompatible_content_explanation,
            }
          : null;

      const { appeal } = statement;
      const labels: string[] = [];
      if (appeal) labels.push(t(`status.${appeal.status === 'reversed' ? 'appealReversed' : appeal.status}`));
      if (statement.reversedAt && appeal?.status !== 'reversed') labels.push(t('status.reversed'));

      const reversed = statement.reversedAt
        ? [
            t('reversed.text', { date: date(statement.reversedAt) }),
            ...(role === 'affected' && statement.outcome === 'restriction' ? [t('reversed.restored')] : []),
          ].join(' ')
        : null;

      return {
        heading: t(`heading.${role}`, { thing }),
        decidedOn: t('decidedOn', { date: date(statement.decidedAt) }),
        measures,
        scope,
        how: [
          t(`source.${statement.source_type}`),
          t(`detection.${statement.automated_detection}`),
          t(`decision.${statement.automated_decision}`),
        ],
        ground,
        category: statement.category ? tReport(`categories.${statement.category}`) : null,
        report:
          role === 'reporter'
            ? {
                caseNumbers:
                  statement.caseNumbers.length > 0
                    ? t('report.caseNumbers', {
                        count: statement.caseNumbers.length,
                        numbers: format.list(statement.caseNumbers),
                      })
                    : null,
                acted: t(statement.outcome === 'restriction' ? 'report.acted' : 'report.notActed'),
              }
            : null,
        labels,
        reversed,
        appealOption:
          appeal || statement.reversedAt
            ? null
            : statement.appealUntil
              ? t('options.appeal', { date: date(statement.appealUntil) })
              : t('options.appealOver'),
        appealStatus: appeal
          ? {
              text: t(`appeal.status.${appeal.status}`, {
                date: date(appeal.resolvedAt ?? appeal.createdAt),
              }),
              explanation: appeal.explanation,
            }
          : null,
      };
    },
    [t, tReport, format, locale],
  );
}
