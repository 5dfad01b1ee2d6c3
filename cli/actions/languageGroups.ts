// language-groups list | add | edit | delete: the Language Groups tab over platform/flows/languageGroups
// (the rules, then the scope's whole list stored).
import { listLanguageGroups } from '../../src/platform/api/languageGroups';
import type { LanguageGroupScope } from '../../src/platform/domain/enums';
import type { LanguageGroup } from '../../src/platform/domain/entities/languageGroup';
import { groupsOfScope, xtrfRefsOf } from '../../src/platform/domain/languageGroupEdits';
import { InvalidInputError } from '../../src/platform/flows/flowErrors';
import {
  DELETE_LANGUAGE_GROUP_TEXTS,
  deleteLanguageGroup,
  saveLanguageGroup,
} from '../../src/platform/flows/languageGroups';
import type { HttpClient } from '../../src/platform/http/client';
import type { ActionContext } from '../action';
import { consentFor } from '../confirm';
import { table } from '../format';
import { accountOf } from './accountSubject';
import { checkLanguage, requestFormLanguages } from './languages';

interface GroupOptions {
  scope?: 'personal' | 'organization';
  languages?: string[];
  name?: string;
}

const scopeOf = (opts: GroupOptions): LanguageGroupScope =>
  opts.scope === 'organization' ? 'ORGANIZATION' : 'PERSONAL';

const rows = (groups: readonly LanguageGroup[]) =>
  table(
    ['scope', 'name', 'languages'],
    groups.map((group) => [
      group.scope.toLowerCase(),
      group.name,
      group.languages.map((l) => l.name ?? String(l.xtrfId)).join(', '),
    ]),
  );

/** Languages by id or name, each checked; every problem reported at once under `languages`. */
async function languageRefs(http: HttpClient, given: readonly string[]) {
  const choice = await requestFormLanguages(http);
  const checked = given.map((name) => checkLanguage(choice, name));
  const problems = checked.flatMap((result) => ('problem' in result ? [result.problem] : []));
  if (problems.length) throw new InvalidInputError({ languages: problems.join('; ') });
  return xtrfRefsOf(
    checked.flatMap((result) => ('id' in result ? [result.id] : [])),
    choice.languages,
  );
}

export async function list(ctx: ActionContext): Promise<void> {
  const { http } = await accountOf(ctx);
  const opts = ctx.opts as GroupOptions;
  const all = await listLanguageGroups(http);
  const shown = opts.scope ? groupsOfScope(all, scopeOf(opts)) : all;
  ctx.out.result(shown, () => (shown.length ? rows(shown) : 'No language groups.'));
}

async function stored(ctx: ActionContext, next: LanguageGroup[], scope: LanguageGroupScope, what: string) {
  ctx.out.result({ scope, groups: next }, () => [what, ...rows(next)]);
}

export async function add(ctx: ActionContext): Promise<void> {
  const { http, subject } = await accountOf(ctx);
  const opts = ctx.opts as GroupOptions;
  const name = String(ctx.args[0] ?? '');
  const scope = scopeOf(opts);
  const languages = await languageRefs(http, opts.languages ?? []);
  const next = await saveLanguageGroup(
    http,
    await listLanguageGroups(http),
    { scope, name, languages },
    subject.roles,
  );
  await stored(ctx, next, scope, `Added the language group '${name.trim()}'.`);
}

export async function edit(ctx: ActionContext): Promise<void> {
  const { http, subject } = await accountOf(ctx);
  const opts = ctx.opts as GroupOptions;
  const editing = String(ctx.args[0] ?? '');
  const scope = scopeOf(opts);
  const all = await listLanguageGroups(http);
  const current = groupsOfScope(all, scope).find(
    (group) => group.name.toLowerCase() === editing.trim().toLowerCase(),
  );
  const languages = opts.languages ? await languageRefs(http, opts.languages) : (current?.languages ?? []);
  const name = opts.name ?? current?.name ?? editing;
  const next = await saveLanguageGroup(http, all, { scope, name, languages, editing }, subject.roles);
  await stored(ctx, next, scope, `Changed the language group '${name.trim()}'.`);
}

export async function remove(ctx: ActionContext): Promise<void> {
  const consent = consentFor(ctx);
  const { http, subject } = await accountOf(ctx);
  const name = String(ctx.args[0] ?? '');
  const scope = scopeOf(ctx.opts as GroupOptions);
  const all = await listLanguageGroups(http);
  // A group that is not there is refused by the flow without a question first; the question names the
  // group as it is stored.
  const group = groupsOfScope(all, scope).find(
    (g) => g.name.trim().toLowerCase() === name.trim().toLowerCase(),
  );
  if (group) await consent.ask(() => DELETE_LANGUAGE_GROUP_TEXTS.question(group.name));
  const next = await deleteLanguageGroup(http, all, scope, name, subject.roles);
  await stored(ctx, next, scope, `Deleted the language group '${name.trim()}'.`);
}
