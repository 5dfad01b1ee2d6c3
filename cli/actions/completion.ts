// llts completion bash|zsh|fish: thin scripts that ask `llts __complete <words>` for each completion (as gh
// and kubectl ask cobra's __complete), so the candidates come from the program's own command tree: never a
// command that does not exist, subcommands and flags after any global option, and the shell's own file or
// folder names where a path is expected (the answer's last line says which: cli/completeWords.ts).
import type { ActionContext } from '../action';

function bash(): string {
  return [
    '# llts completion for bash: source <(llts completion bash)',
    '_llts() {',
    '  local cur="${COMP_WORDS[COMP_CWORD]}" IFS=$\'\\n\'',
    '  local -a answer=( $(llts __complete "${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null) )',
    '  local count=${#answer[@]}',
    '  [ "$count" -gt 0 ] || return 0',
    '  local directive="${answer[count-1]}"',
    '  unset "answer[count-1]"',
    '  case "$directive" in',
    '    :files) compopt -o filenames 2>/dev/null; COMPREPLY=( $(compgen -f -- "$cur") ) ;;',
    '    :dirs) compopt -o filenames 2>/dev/null; COMPREPLY=( $(compgen -d -- "$cur") ) ;;',
    '    *) COMPREPLY=( "${answer[@]}" ) ;;',
    '  esac',
    '}',
    'complete -F _llts llts',
  ].join('\n');
}

function zsh(): string {
  return [
    '#compdef llts',
    '# llts completion for zsh: source <(llts completion zsh) (after compinit)',
    '_llts() {',
    '  local -a answer',
    '  answer=( "${(@f)$(llts __complete "${(@)words[2,CURRENT]}" 2>/dev/null)}" )',
    '  (( ${#answer} )) || return 1',
    '  local directive=${answer[-1]}',
    '  answer=( "${(@)answer[1,-2]}" )',
    '  case $directive in',
    '    :files) _files ;;',
    '    :dirs) _files -/ ;;',
    '    *) (( ${#answer} )) && compadd -- "${answer[@]}" ;;',
    '  esac',
    '}',
    'compdef _llts llts',
  ].join('\n');
}

function fish(): string {
  return [
    '# llts completion for fish: llts completion fish | source',
    'function __llts_complete',
    '    set -l words (commandline -opc)',
    '    set -e words[1]',
    '    set -l answer (llts __complete $words (commandline -ct) 2>/dev/null)',
    '    test (count $answer) -gt 0; or return',
    '    set -l directive $answer[-1]',
    '    set -e answer[-1]',
    '    switch $directive',
    '        case :files',
    '            __fish_complete_path (commandline -ct)',
    '        case :dirs',
    '            __fish_complete_directories (commandline -ct)',
    "        case '*'",
    "            printf '%s\\n' $answer",
    '    end',
    'end',
    "complete -c llts -f -a '(__llts_complete)'",
  ].join('\n');
}

const SCRIPTS = { bash, zsh, fish } as const;

export async function completion(ctx: ActionContext): Promise<void> {
  const [shell] = ctx.args as [keyof typeof SCRIPTS];
  ctx.streams.stdout.write(`${SCRIPTS[shell]()}\n`);
}
