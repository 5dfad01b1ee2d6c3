import type { shellMessages } from '../messages';

type ShellT = (typeof shellMessages)['t'];

/**
 * Who the header names: the impersonated user while impersonating, with spec §2's suffix "(Impersonation
 * Mode)", else the user.
 */
export function userMenuLabel(username: string, actingAs: string | undefined, t: ShellT): string {
  return actingAs ? t('shell.header.impersonating', { name: actingAs }) : username;
}
