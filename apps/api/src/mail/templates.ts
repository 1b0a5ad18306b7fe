// The account and chat mails in Dutch and English, HTML + plain text. Links always start from PUBLIC_WEB_URL,
// never from the request's Host header.
import type { Lang } from '@kraam/shared';
import { RESET_TOKEN_MINUTES } from '@kraam/shared';
import type { MailMessage } from './mailer';

export const CONFIRM_PATH = '/register/confirm';
/** Spelled as SPEC §2's route. */
export const RESET_PATH = '/resetpasswrod';

export const tokenLink = (publicWebUrl: string, pathname: string, token: string): string =>
  `${publicWebUrl}${pathname}?token=${encodeURIComponent(token)}`;

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export interface MailText {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  button: string;
  footer: string;
}

const texts: Record<'confirm' | 'reset' | 'accountExists', Record<Lang, MailText>> = {
  confirm: {
    nl: {
      subject: 'Bevestig je e-mailadres bij Kraam',
      greeting: (name) => `Hallo ${name},`,
      body: 'Welkom bij Kraam! Bevestig je e-mailadres om je account te activeren.',
      button: 'E-mailadres bevestigen',
      footer: 'Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.',
    },
    en: {
      subject: 'Confirm your email address at Kraam',
      greeting: (name) => `Hello ${name},`,
      body: 'Welcome to Kraam! Please confirm your email address to activate your account.',
      button: 'Confirm email address',
      footer: 'Did not create an account? Then you can ignore this email.',
    },
  },
  accountExists: {
    nl: {
      subject: 'Je hebt al een account bij Kraam',
      greeting: (name) => `Hallo ${name},`,
      body: `Iemand, waarschijnlijk jij, wilde met dit e-mailadres een nieuw account aanmaken. Je hebt er al een: log in met je wachtwoord, of stel hieronder een nieuw in. De link is ${RESET_TOKEN_MINUTES} minuten geldig en werkt één keer.`,
      button: 'Nieuw wachtwoord instellen',
      footer: 'Was jij dit niet? Dan kun je deze e-mail negeren; er is niets veranderd.',
    },
    en: {
      subject: 'You already have a Kraam account',
      greeting: (name) => `Hello ${name},`,
      body: `Someone, probably you, tried to create a new account with this email address. You already have one: log in with your password, or set a new one below. The link is valid for ${RESET_TOKEN_MINUTES} minutes and works once.`,
      button: 'Set a new password',
      footer: 'Was this not you? Then you can ignore this email; nothing has changed.',
    },
  },
  reset: {
    nl: {
      subject: 'Stel een nieuw wachtwoord in voor Kraam',
      greeting: (name) => `Hallo ${name},`,
      body: `Je hebt gevraagd om een nieuw wachtwoord. De link is ${RESET_TOKEN_MINUTES} minuten geldig en werkt één keer.`,
      button: 'Nieuw wachtwoord instellen',
      footer: 'Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.',
    },
    en: {
      subject: 'Set a new password for Kraam',
      greeting: (name) => `Hello ${name},`,
      body: `You asked for a new password. The link is valid for ${RESET_TOKEN_MINUTES} minutes and works once.`,
      button: 'Set a new password',
      footer: 'Did not ask for this? Then you can ignore this email; your password stays the same.',
    },
  },
};

/** A mail with a greeting, the body (paragraphs split by blank lines), one button and a footer. */
export function renderMail(t: MailText, lang: Lang, to: string, name: string, link: string): MailMessage {
  const greeting = t.greeting(name.trim() || to);
  const text = `${greeting}\n\n${t.body}\n\n${t.button}: ${link}\n\n${t.footer}\n`;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${t.body
  .split('\n\n')
  .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
  .join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0261BF;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(t.button)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(link)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(t.footer)}</p>
</body></html>
`;
  return { to, subject: t.subject, text, html };
}

export const confirmationMail = (lang: Lang, to: string, name: string, link: string): MailMessage =>
  renderMail(texts.confirm[lang], lang, to, name, link);

export const resetMail = (lang: Lang, to: string, name: string, link: string): MailMessage =>
  renderMail(texts.reset[lang], lang, to, name, link);

/** Registering with an address that has an account: told to its owner, never to the caller. */
export const accountExistsMail = (lang: Lang, to: string, name: string, link: string): MailMessage =>
  renderMail(texts.accountExists[lang], lang, to, name, link);

/** The chat page opened on one conversation. */
export const chatLink = (publicWebUrl: string, conversationId: number): string =>
  `${publicWebUrl}/dashboard/chat?conversationId=${conversationId}`;

const chatUnreadTexts: Record<Lang, (sender: string, adTitle: string | null) => MailText> = {
  nl: (sender, adTitle) => ({
    subject: 'Je hebt een ongelezen bericht op Kraam',
    greeting: (name) => `Hallo ${name},`,
    body: adTitle
      ? `${sender} heeft je een bericht gestuurd over “${adTitle}”. Je hebt het nog niet gelezen.`
      : `${sender} heeft je een bericht gestuurd. Je hebt het nog niet gelezen.`,
    button: 'Bericht lezen',
    footer:
      'Je krijgt deze e-mail omdat je niet online was. Over dit gesprek mailen we je hooguit één keer per uur.',
  }),
  en: (sender, adTitle) => ({
    subject: 'You have an unread message on Kraam',
    greeting: (name) => `Hello ${name},`,
    body: adTitle
      ? `${sender} sent you a message about “${adTitle}”. You have not read it yet.`
      : `${sender} sent you a message. You have not read it yet.`,
    button: 'Read the message',
    footer:
      'You get this email because you were not online. We email you about this conversation at most once an hour.',
  }),
};

/** A message still unread after a while (SPEC §8 'Unread Messages'); the text itself stays on the site. */
export const chatUnreadMail = (
  lang: Lang,
  to: string,
  name: string,
  message: { sender: string; adTitle: string | null; link: string },
): MailMessage =>
  renderMail(chatUnreadTexts[lang](message.sender, message.adTitle), lang, to, name, message.link);

const reportReceiptTexts: Record<Lang, (caseNumber: string) => MailText> = {
  nl: (caseNumber) => ({
    subject: `Je melding is ontvangen (zaaknummer ${caseNumber})`,
    greeting: (name) => `Hallo ${name},`,
    body: `We hebben je melding ontvangen onder zaaknummer ${caseNumber}. We beoordelen hem zorgvuldig en laten je per e-mail weten wat we besluiten. Noem het zaaknummer als je ons hierover schrijft.`,
    button: 'Bekijk wat je meldde',
    footer: 'Heb jij niets gemeld? Dan kun je deze e-mail negeren.',
  }),
  en: (caseNumber) => ({
    subject: `Your report has been received (case number ${caseNumber})`,
    greeting: (name) => `Hello ${name},`,
    body: `We have received your report under case number ${caseNumber}. We will review it carefully and let you know by email what we decide. Please mention the case number if you write to us about it.`,
    button: 'See what you reported',
    footer: 'Did you not report anything? Then you can ignore this email.',
  }),
};

/** The receipt of a notice (Digital Services Act, Art. 16(4)), sent at once to whoever gave an email. */
export const reportReceiptMail = (
  lang: Lang,
  to: string,
  name: string,
  receipt: { caseNumber: string; link: string },
): MailMessage => renderMail(reportReceiptTexts[lang](receipt.caseNumber), lang, to, name, receipt.link);
