import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from './paths.mjs';

// Only the boundary rules: `npm test`'s lint runs the others.
const eslint = new ESLint({ cwd: ROOT, ruleFilter: ({ ruleId }) => ruleId.startsWith('kraam') });
const WEB = path.join(ROOT, 'apps/web/src');

/** The boundary rules' messages for `code` as if it were the file at `file` (inside apps/web/src). */
async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(WEB, file) });
  return result.messages.filter((m) => m.ruleId?.startsWith('kraam')).map((m) => m.message);
}

// An existing file's path with new text.
describe('import boundaries (eslint.config.mjs)', () => {
  it('lets each web layer import only itself and the layers after it', async () => {
    const code = [
      "import { useSession } from '@/lib/session/session-context';",
      "import { UserAvatar } from '@/components/image/user-avatar';",
      "import { useLogout } from '@/features/auth/hooks/use-auth';",
      "import { AppShell } from '../../app/_shell/app-shell';",
      'export const all = [useSession, UserAvatar, useLogout, AppShell];',
    ].join('\n');
    expect(await boundaryErrors('components/image/user-avatar.tsx', code)).toEqual([
      "'components' may not import 'features' (app → features → components → lib).",
      "'components' may not import 'app' (app → features → components → lib).",
    ]);
    expect(await boundaryErrors('lib/session/session-context.tsx', code)).toHaveLength(3);
    expect(await boundaryErrors('app/_shell/app-shell.tsx', code)).toEqual([]);
  });

  it('keeps features apart', async () => {
    const code =
      "import { useSuggestions } from '@/features/browse/hooks/use-suggestions';\nexport const s = useSuggestions;";
    expect(await boundaryErrors('features/chat/components/chat-avatar.tsx', code)).toEqual([
      "Feature 'chat' may not import feature 'browse'.",
    ]);
  });
});
