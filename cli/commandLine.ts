// Reading a command line the way commander will: which words are options (a global option may stand
// anywhere, before or after the command), which are their values, which name a subcommand and which are
// operands. The help paths and shell completion use it; commander itself still parses every run.
import type { Command, Option } from 'commander';

export interface Operand {
  word: string;
  /** Its index in the words. */
  index: number;
}

export interface CommandLineWalk {
  /** The deepest command the words name. */
  command: Command;
  /** Words that are neither options, their values nor command names. */
  operands: Operand[];
  /** The option whose value the next word would be (the last word was `--out`). */
  pendingOption?: Option;
  /** After `--` every word is an operand. */
  optionsEnded: boolean;
}

/** The option `flag` names on the command or one of its ancestors (global options work after a command). */
export function findOption(command: Command, flag: string): Option | undefined {
  for (let at: Command | null = command; at; at = at.parent) {
    const found = at.options.find((option) => option.long === flag || option.short === flag);
    if (found) return found;
  }
  return undefined;
}

/** The options the command takes, its ancestors' included. */
export function optionsOf(command: Command): Option[] {
  const all: Option[] = [];
  for (let at: Command | null = command; at; at = at.parent)
    all.push(...at.options.filter((option) => !option.hidden));
  return all;
}

/** The named subcommands (commander's implicit `help` is not one of them). */
export const subcommandsOf = (command: Command): Command[] =>
  command.commands.filter((c) => c.name() !== 'help');

export function walkCommandLine(program: Command, words: readonly string[]): CommandLineWalk {
  const walk: CommandLineWalk = { command: program, operands: [], optionsEnded: false };
  words.forEach((word, index) => {
    if (walk.pendingOption) {
      walk.pendingOption = undefined;
      return;
    }
    if (!walk.optionsEnded && word === '--') {
      walk.optionsEnded = true;
      return;
    }
    if (!walk.optionsEnded && word.startsWith('-') && word.length > 1) {
      // `--out=x` carries its value; `--out x` takes the next word (an optional value `[x]` never does here).
      const option = word.includes('=') ? undefined : findOption(walk.command, word);
      if (option?.required) walk.pendingOption = option;
      return;
    }
    // A command's name counts only before its first operand: `llts help request` is help's operand.
    const sub =
      walk.operands.length === 0
        ? subcommandsOf(walk.command).find((c) => c.name() === word || c.aliases().includes(word))
        : undefined;
    if (sub) walk.command = sub;
    else walk.operands.push({ word, index });
  });
  return walk;
}

/**
 * `llts help request list` as `llts request list --help` (gh, kubectl): commander's own help command reads
 * one word only, and answers `help <unknown>` with the program's help.
 */
export function helpAsOption(program: Command, argv: readonly string[]): readonly string[] {
  const walk = walkCommandLine(program, argv);
  const [first, second] = walk.operands;
  if (walk.command !== program || first?.word !== 'help' || !second) return argv;
  const asked = [...argv.slice(0, first.index), ...argv.slice(first.index + 1)];
  // A word that names no command is left for commander to refuse (unknown command, exit 2): with --help it
  // would show the parent's help and succeed.
  return walkCommandLine(program, asked).operands.length > 0 ? asked : [...asked, '--help'];
}
