// What `llts __complete <words...>` answers a shell's completion script with (the way cobra's __complete
// serves gh and kubectl): the candidates for the last word, read from the program's own command tree, and
// whether the shell should offer file or folder names instead. Global options may stand anywhere.
import type { Argument, Command } from 'commander';
import { optionsOf, subcommandsOf, walkCommandLine } from './commandLine';

/** words: candidates only; files, dirs: the shell's own file or folder names. */
export type CompletionDirective = 'words' | 'files' | 'dirs';

export interface Completion {
  candidates: string[];
  directive: CompletionDirective;
}

/** Value names that mean a path: `<file>`, `<dir>`, `<paths...>`. */
function pathDirective(valueName: string): CompletionDirective {
  if (/\bdir\b|folder/i.test(valueName)) return 'dirs';
  return /\b(file|paths?)\b/i.test(valueName) && !valueName.includes('@') ? 'files' : 'words';
}

function valuesOf(valueName: string, choices: readonly string[] | undefined, current: string): Completion {
  if (choices?.length)
    return { candidates: choices.filter((c) => c.startsWith(current)), directive: 'words' };
  return { candidates: [], directive: pathDirective(valueName) };
}

/** The value name of an option's flags: '-o, --out <dir>' → 'dir'. */
const optionValueName = (flags: string) => /[<[]([^>\]]*)[>\]]/.exec(flags)?.[1] ?? '';

function argumentAt(command: Command, position: number): Argument | undefined {
  const args = command.registeredArguments;
  const last = args[args.length - 1];
  if (position < args.length) return args[position];
  return last?.variadic ? last : undefined;
}

export function completeWords(program: Command, words: readonly string[]): Completion {
  const current = words[words.length - 1] ?? '';
  let walk = walkCommandLine(program, words.slice(0, -1));
  // `llts help request <TAB>`: the words after help name a command.
  const help = walk.command === program ? walk.operands[0] : undefined;
  if (help?.word === 'help') {
    walk = walkCommandLine(program, [...words.slice(0, help.index), ...words.slice(help.index + 1, -1)]);
    if (walk.operands.length > 0) return { candidates: [], directive: 'words' };
    return {
      candidates: subcommandsOf(walk.command)
        .map((c) => c.name())
        .filter((name) => name.startsWith(current)),
      directive: 'words',
    };
  }
  const pending = walk.pendingOption;
  if (pending) return valuesOf(optionValueName(pending.flags), pending.argChoices, current);
  if (!walk.optionsEnded && current.startsWith('-')) {
    const flags = [...optionsOf(walk.command).map((option) => option.long ?? option.short ?? ''), '--help'];
    if (walk.command === program) flags.push('--version');
    return {
      candidates: [...new Set(flags)].filter((flag) => flag && flag.startsWith(current)),
      directive: 'words',
    };
  }
  const subcommands = subcommandsOf(walk.command);
  if (subcommands.length > 0 && walk.operands.length === 0) {
    const names = [...subcommands.map((c) => c.name()), ...(walk.command === program ? ['help'] : [])];
    return { candidates: names.filter((name) => name.startsWith(current)), directive: 'words' };
  }
  const argument = argumentAt(walk.command, walk.operands.length);
  return argument
    ? valuesOf(argument.name(), argument.argChoices, current)
    : { candidates: [], directive: 'words' };
}

/** The answer as the scripts read it: a candidate per line, then `:words`, `:files` or `:dirs`. */
export const completionText = (completion: Completion): string =>
  [...completion.candidates, `:${completion.directive}`].join('\n') + '\n';
