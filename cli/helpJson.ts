// `llts [command] --help --json`: the command tree as JSON (names, arguments, options, subcommands), for
// tools that build on llts. Reads commander's declarations only, so it never drifts from the help text.
import type { Command } from 'commander';

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

/** The command the words before --help address (options skipped), e.g. ['request', 'list'] → request list. */
export function addressedCommand(program: Command, argv: readonly string[]): Command {
  let command = program;
  for (const word of argv) {
    if (word.startsWith('-')) continue;
    const next = command.commands.find((c) => c.name() === word || c.aliases().includes(word));
    if (!next) break;
    command = next;
  }
  return command;
}
