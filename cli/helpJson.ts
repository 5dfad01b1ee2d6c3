// `llts [command] --help --json`: the command tree as JSON (names, arguments, options, subcommands), for
// tools that build on llts. Reads commander's declarations only, so it never drifts from the help text.
import type { Command } from 'commander';
import { walkCommandLine } from './commandLine';

export interface CommandJson {
  name: string;
  description: string;
  usage: string;
  options: { flags: string; description: string }[];
  commands: CommandJson[];
}

export function commandJson(command: Command): CommandJson {
  return {
    name: command.name(),
    description: command.description(),
    usage: command.usage(),
    options: command.options.map((o) => ({ flags: o.flags, description: o.description })),
    commands: command.commands.filter((c) => c.name() !== 'help').map(commandJson),
  };
}

/** The command the words before --help address (options and their values skipped): request list. */
export const addressedCommand = (program: Command, argv: readonly string[]): Command =>
  walkCommandLine(program, argv).command;
