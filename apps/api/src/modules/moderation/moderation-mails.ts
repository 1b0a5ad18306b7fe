// The mails of moderation, in the reader's language: the statement of reasons to whoever a decision
// affects (Art. 17(3): what, why, on what ground, how it was decided, how to appeal and the other ways
// out), the outcome to the reporters (Art. 16(5)), and the outcome of an appeal (Art. 20(5)).
import { APPEAL_WINDOW_DAYS } from '@kraam/shared';
import type { Lang, ReportTargetType, StatementFields } from '@kraam/shared';
import type { MailMessage } from '../../mail/mailer';
import { renderMail } from '../../mail/templates';
import { categoryWords } from '../../plugins/messages';

/** Where a user reads their statements and appeals: the dashboard page of the web app. */
export const STATEMENTS_PATH = '/dashboard/statements';
/** One statement through its signed link, no session needed (appeal-link.ts): the affected user's mail. */
export const LINKED_STATEMENT_PATH = '/statement';

const THING: Record<Lang, Record<ReportTargetType, string>> = {
  nl: {
    ad: 'je advertentie',
    booth: 'je kraam',
    message: 'je chatbericht',
    user: 'je account',
    review: 'je ervaring',
  },
  en: {
    ad: 'your ad',
    booth: 'your booth',
    message: 'your chat message',
    user: 'your account',
    review: 'your review',
  },
};

function measures(lang: Lang, type: ReportTargetType, fields: StatementFields): string[] {
  const thing = THING[lang][type];
  const nl = lang === 'nl';
  const lines: string[] = [];
  if (fields.decision_visibility.includes('DECISION_VISIBILITY_CONTENT_REMOVED'))
    lines.push(nl ? `We hebben ${thing} verwijderd.` : `We have removed ${thing}.`);
  if (fields.decision_visibility.includes('DECISION_VISIBILITY_CONTENT_DEMOTED'))
    lines.push(
      nl
        ? `${thing[0]?.toUpperCase()}${thing.slice(1)} blijft online, maar verschijnt niet meer bij trending en uitgelicht.`
        : `${thing[0]?.toUpperCase()}${thing.slice(1)} stays online but no longer appears in trending and featured.`,
    );
  if (fields.decision_account === 'DECISION_ACCOUNT_SUSPENDED')
    lines.push(
      nl
        ? `Je account is geblokkeerd tot en met ${fields.end_date}. Tot dan kun je niet inloggen.`
        : `Your account is suspended until ${fields.end_date} inclusive. Until then you cannot log in.`,
    );
  if (fields.decision_account === 'DECISION_ACCOUNT_TERMINATED')
    lines.push(nl ? 'Je account is beëindigd.' : 'Your account has been terminated.');
  return lines;
}

function statementBody(
  lang: Lang,
  type: ReportTargetType,
  title: string,
  fields: StatementFields,
  onNotice: boolean,
) {
  const nl = lang === 'nl';
  const illegal = fields.decision_ground === 'DECISION_GROUND_ILLEGAL_CONTENT';
  const automated = fields.automated_decision !== 'AUTOMATED_DECISION_NOT_AUTOMATED';
  return [
    nl ? `Het gaat om: “${title}”.` : `This is about: “${title}”.`,
    [
      ...measures(lang, type, fields),
      nl
        ? `Dit geldt in: ${fields.territorial_scope.join(', ')}.`
        : `This applies in: ${fields.territorial_scope.join(', ')}.`,
    ].join(' '),
    (nl ? 'Wat we vastgesteld hebben: ' : 'What we found: ') + fields.decision_facts,
    onNotice
      ? nl
        ? 'We kwamen hierop na een melding van iemand anders.'
        : 'We looked into this after someone reported it.'
      : nl
        ? 'We kwamen hierop door eigen onderzoek.'
        : 'We found this in our own review.',
    illegal
      ? (nl ? 'Waarom: dit is volgens ons in strijd met de wet (' : 'Why: we consider this illegal (') +
        `${fields.illegal_content_legal_ground}). ${fields.illegal_content_explanation}`
      : (nl ? 'Waarom: dit is in strijd met onze voorwaarden, ' : 'Why: this breaks our terms, ') +
        `${fields.incompatible_content_ground}. ${fields.incompatible_content_explanation}`,
    (nl ? 'Het onderwerp: ' : 'The subject: ') + categoryWords(lang, fields.category ?? null) + '.',
    fields.automated_detection === 'Yes'
      ? nl
        ? 'Het werd automatisch gevonden.'
        : 'It was detected automatically.'
      : nl
        ? 'Het werd niet automatisch gevonden.'
        : 'It was not detected automatically.',
    automated
      ? nl
        ? 'Het besluit is deels automatisch genomen.'
        : 'The decision was partly automated.'
      : nl
        ? 'Een medewerker heeft dit besluit genomen, niet een computer.'
        : 'A person took this decision, not a computer.',
    nl
      ? `Ben je het er niet mee eens? Maak dan binnen ${Math.round(APPEAL_WINDOW_DAYS / 30.5)} maanden gratis bezwaar via de knop hieronder: iemand anders dan wie besliste, kijkt er opnieuw naar. Je kunt ook naar een erkende instantie voor geschillenbeslechting buiten de rechter (artikel 21 van de digitaledienstenverordening) of naar de rechter.`
      : `Do you disagree? Appeal for free within ${Math.round(APPEAL_WINDOW_DAYS / 30.5)} months with the button below: someone other than the person who decided will look at it again. You can also go to a certified out-of-court dispute settlement body (Article 21 of the Digital Services Act) or to court.`,
  ].join('\n\n');
}

/** The statement of reasons (Art. 17) to the affected user. */
export const statementMail = (
  lang: Lang,
  to: string,
  name: string,
  statement: {
    type: ReportTargetType;
    title: string;
    fields: StatementFields;
    onNotice: boolean;
    link: string;
  },
): MailMessage =>
  renderMail(
    {
      subject:
        lang === 'nl'
          ? 'Besluit van Kraam over je inhoud of account, met de motivering'
          : 'Kraam’s decision about your content or account, with the reasons',
      greeting: (reader) => (lang === 'nl' ? `Hallo ${reader},` : `Hello ${reader},`),
      body: statementBody(lang, statement.type, statement.title, statement.fields, statement.onNotice),
      button: lang === 'nl' ? 'Bekijk het besluit en maak bezwaar' : 'See the decision and appeal',
      footer:
        lang === 'nl'
          ? 'Je krijgt deze e-mail omdat de wet ons verplicht je elk besluit met de redenen te laten weten.'
          : 'You receive this email because the law requires us to tell you every decision with its reasons.',
    },
    lang,
    to,
    name,
    statement.link,
  );

/** The outcome of a notice (Art. 16(5)) to the reporter who gave an email. */
export const noticeOutcomeMail = (
  lang: Lang,
  to: string,
  name: string,
  outcome: { caseNumber: string; acted: boolean; link: string },
): MailMessage => {
  const nl = lang === 'nl';
  const body = outcome.acted
    ? nl
      ? `We hebben je melding met zaaknummer ${outcome.caseNumber} beoordeeld en maatregelen genomen. Dank je wel dat je het meldde.`
      : `We have reviewed your report with case number ${outcome.caseNumber} and taken action. Thank you for reporting it.`
    : nl
      ? `We hebben je melding met zaaknummer ${outcome.caseNumber} beoordeeld. We vonden geen reden om in te grijpen.`
      : `We have reviewed your report with case number ${outcome.caseNumber}. We found no reason to take action.`;
  const appeal = nl
    ? `Ben je het niet eens met dit besluit? Log in met dit e-mailadres en maak binnen ${Math.round(APPEAL_WINDOW_DAYS / 30.5)} maanden gratis bezwaar, of wend je tot een erkende instantie voor geschillenbeslechting of de rechter.`
    : `Do you disagree with this decision? Log in with this email address and appeal for free within ${Math.round(APPEAL_WINDOW_DAYS / 30.5)} months, or turn to a certified dispute settlement body or a court.`;
  return renderMail(
    {
      subject: nl
        ? `Uitkomst van je melding (zaaknummer ${outcome.caseNumber})`
        : `Outcome of your report (case number ${outcome.caseNumber})`,
      greeting: (reader) => (nl ? `Hallo ${reader},` : `Hello ${reader},`),
      body: `${body}\n\n${appeal}`,
      button: nl ? 'Bekijk het besluit' : 'See the decision',
      footer: nl
        ? 'Je krijgt deze e-mail omdat je iets bij Kraam hebt gemeld.'
        : 'You receive this email because you reported something to Kraam.',
    },
    lang,
    to,
    name,
    outcome.link,
  );
};

/** The outcome of an appeal (Art. 20(5)), to the person it concerns. */
export const appealOutcomeMail = (
  lang: Lang,
  to: string,
  name: string,
  outcome: { reversed: boolean; appellant: boolean; explanation: string; link: string },
): MailMessage => {
  const nl = lang === 'nl';
  const head = outcome.reversed
    ? nl
      ? outcome.appellant
        ? 'Je bezwaar is toegewezen: we hebben het besluit teruggedraaid en alles hersteld zoals het was.'
        : 'Na een bezwaar hebben we een eerder besluit teruggedraaid.'
      : outcome.appellant
        ? 'Your appeal was upheld: we have reversed the decision and restored everything as it was.'
        : 'After an appeal we have reversed an earlier decision.'
    : nl
      ? 'We hebben je bezwaar beoordeeld. Het besluit blijft staan.'
      : 'We have reviewed your appeal. The decision stands.';
  return renderMail(
    {
      subject: nl ? 'Uitkomst van het bezwaar bij Kraam' : 'Outcome of the appeal at Kraam',
      greeting: (reader) => (nl ? `Hallo ${reader},` : `Hello ${reader},`),
      body: `${head}\n\n${(nl ? 'Toelichting: ' : 'Explanation: ') + outcome.explanation}\n\n${
        nl
          ? 'Je kunt nog steeds naar een erkende instantie voor geschillenbeslechting buiten de rechter of naar de rechter.'
          : 'You can still turn to a certified out-of-court dispute settlement body or to a court.'
      }`,
      button: nl ? 'Bekijk het besluit' : 'See the decision',
      footer: nl
        ? 'Je krijgt deze e-mail omdat het besluit jou aangaat.'
        : 'You receive this email because the decision concerns you.',
    },
    lang,
    to,
    name,
    outcome.link,
  );
};

/** A warning before a misuse measure (Art. 23(1) and (2)): what counted, and what comes next. */
export const misuseWarningMail = (
  lang: Lang,
  to: string,
  name: string,
  warning: { kind: 'notices' | 'removals'; count: number; nextAt: number; link: string },
): MailMessage => {
  const nl = lang === 'nl';
  const body =
    warning.kind === 'notices'
      ? nl
        ? `${warning.count} van je meldingen waren kennelijk ongegrond. Bij ${warning.nextAt} nemen we je meldingen een tijd niet meer in behandeling. Meld alleen wat volgens jou echt niet mag.`
        : `${warning.count} of your reports were manifestly unfounded. At ${warning.nextAt} we stop taking your reports for a while. Please report only what you really think is not allowed.`
      : nl
        ? `We hebben ${warning.count} keer inhoud van je account moeten verwijderen. Gebeurt het opnieuw (${warning.nextAt} keer), dan blokkeren we je account tijdelijk. Lees onze voorwaarden om te zien wat niet mag.`
        : `We have had to remove content of your account ${warning.count} times. If it happens again (${warning.nextAt} times), we suspend your account for a while. Read our terms to see what is not allowed.`;
  return renderMail(
    {
      subject: nl ? 'Waarschuwing van Kraam' : 'A warning from Kraam',
      greeting: (reader) => (nl ? `Hallo ${reader},` : `Hello ${reader},`),
      body,
      button: nl ? 'Bekijk je besluiten' : 'See your decisions',
      footer: nl
        ? 'Dit is een waarschuwing, nog geen maatregel. Denk je dat we ons vergissen? Maak bezwaar tegen de besluiten zelf.'
        : 'This is a warning, not yet a measure. Do you think we are wrong? Appeal against the decisions themselves.',
    },
    lang,
    to,
    name,
    warning.link,
  );
};

/** The statement of a stop on someone's notices (Art. 23(2)). */
export const noticeStopMail = (
  lang: Lang,
  to: string,
  name: string,
  stop: { count: number; until: string; link: string },
): MailMessage => {
  const nl = lang === 'nl';
  return renderMail(
    {
      subject: nl
        ? 'We nemen je meldingen tijdelijk niet in behandeling'
        : 'We temporarily stop taking your reports',
      greeting: (reader) => (nl ? `Hallo ${reader},` : `Hello ${reader},`),
      body: nl
        ? `${stop.count} van je meldingen waren kennelijk ongegrond, ook na onze waarschuwing. Daarom nemen we tot en met ${stop.until} geen meldingen van je in behandeling (artikel 23 van de digitaledienstenverordening). Dit besluit is automatisch genomen op grond van die aantallen.\n\nBen je het er niet mee eens? Antwoord op deze e-mail of neem contact op met de klantenservice; je kunt ook naar een erkende instantie voor geschillenbeslechting of de rechter.`
        : `${stop.count} of your reports were manifestly unfounded, also after our warning. So we do not take reports from you until ${stop.until} inclusive (Article 23 of the Digital Services Act). This decision was taken automatically on those numbers.\n\nDo you disagree? Reply to this email or contact customer support; you can also turn to a certified dispute settlement body or a court.`,
      button: nl ? 'Bekijk je besluiten' : 'See your decisions',
      footer: nl ? 'Is er gevaar voor iemand? Bel dan 112.' : 'Is someone in danger? Call 112.',
    },
    lang,
    to,
    name,
    stop.link,
  );
};
