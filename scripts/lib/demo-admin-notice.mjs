import { readFileSync } from 'node:fs';

/**
 * The start log's line about the demo admin: where the password is kept, never the password itself, as
 * start logs end up in terminals' scrollback and log files.
 */
export function demoAdminNotice(webUrl, demoAdminFile) {
  const { email } = JSON.parse(readFileSync(demoAdminFile, 'utf8'));
  return `Admin panel: ${webUrl}/admin/login as ${email}; the password is in ${demoAdminFile} (readable by you only)`;
}
