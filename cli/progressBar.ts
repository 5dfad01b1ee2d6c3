// A one-line upload bar on stderr, redrawn in place; only drawn on a terminal (Output.showsProgress).
import type { Output } from './output';

export interface ProgressBar {
  update(percent: number, label?: string): void;
  done(): void;
}

const WIDTH = 30;

export function progressBar(out: Output, title: string): ProgressBar {
  if (!out.showsProgress) return { update: () => undefined, done: () => undefined };
  let drawn = false;
  return {
    update(percent, label = '') {
      const p = Math.max(0, Math.min(100, Math.round(percent)));
      const filled = Math.round((p / 100) * WIDTH);
      out.streams.stderr.write(
        `\r${title} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${String(p).padStart(3)}% ${label}\u001b[K`,
      );
      drawn = true;
    },
    done() {
      if (drawn) out.streams.stderr.write('\n');
    },
  };
}
