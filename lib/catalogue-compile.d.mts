// Types of catalogue-compile.mjs for TypeScript callers (vitest.config.ts, the i18n scripts' tests).
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin as VitePlugin } from 'vite';

export type MessageFunction = (values?: Readonly<Record<string, unknown>>) => string;

export const CATALOGUE_FILE: RegExp;
export function messageOf(entry: unknown): string | undefined;
export function catalogueMessages(text: string, file?: string): Record<string, string>;
export function compileCatalogue(
  text: string,
  file?: string,
  locale?: string,
): Record<string, MessageFunction>;
export function catalogueModule(file: string): string;
export function catalogueCompilePlugin(plan?: {
  importsFor: ReadonlyMap<string, readonly string[]>;
}): EsbuildPlugin;
export function catalogueCompileVitePlugin(): VitePlugin;
