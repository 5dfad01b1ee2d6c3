// llts completion bash|zsh|fish: a completion script built from the program's own command tree, so it
// never lists a command that does not exist (or misses a new one).
import type { Command } from 'commander';
import type { ActionContext } from '../action';
import { UsageError } from '../errors';

const SHELLS = ['bash', 'zsh', 'fish'] as const;

const names = (command: Command) => command.commands.map((c) => c.name()).filter((name) => name !== 'help');
const flags = (command: Command) => command.options.map((o) => o.long).filter((f): f is string => !!f);

function bash(program: Command): string {
  const cases = program.commands
    .filter((c) => c.commands.length > 0)
    .map((c) => `    ${c.name()}) COMPREPLY=( $(compgen -W "${names(c).join(' ')}" -- "$cur") ); return ;;`);
  return [
    '# llts completion for bash: source <(llts completion bash)',
    '_llts() {',
    '  local cur="${COMP_WORDS[COMP_CWORD]}"',
    '  if [ "$COMP_CWORD" -ge 2 ]; then',
    '    case "${COMP_WORDS[1]}" in',
    ...cases,
    '    esac',
    '  fi',
    `  COMPREPLY=( $(compgen -W "${[...names(program), ...flags(program)].join(' ')}" -- "$cur") )`,
    '}',
    'complete -F _llts llts',
  ].join('\n');
}

function zsh(program: Command): string {
  return ['#compdef llts', '# llts completion for zsh: source <(llts completion zsh)', 'autoload -U bashcompinit && bashcompinit', bash(program)].join('\n');
}

function fish(program: Command): string {
  const top = program.commands
    .filter((c) => c.name() !== 'help')
    .map((c) => `complete -c llts -n __fish_use_subcommand -a ${c.name()} -d '${c.description().replace(/'/g, "\\'")}'`);
  const sub = program.commands.flatMap((c) =>
    names(c).map((name) => `complete -c llts -n '__fish_seen_subcommand_from ${c.name()}' -a ${name}`),
  );
  const opts = flags(program).map((f) => `complete -c llts -l ${f.replace(/^--/, '')}`);
  return ['# llts completion for fish: llts completion fish | source', ...top, ...sub, ...opts].join('\n');
}

export async function completion(ctx: ActionContext): Promise<void> {
  const [shell] = ctx.args as [string];
  const program = ctx.command.parent!;
  if (!(SHELLS as readonly string[]).includes(shell)) throw new UsageError(`llts completion takes one of ${SHELLS.join(', ')}; got '${shell}'.`);
  const script = shell === 'bash' ? bash(program) : shell === 'zsh' ? zsh(program) : fish(program);
  ctx.streams.stdout.write(`${script}\n`);
}
