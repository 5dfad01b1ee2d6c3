// Types of catalogue-compile.mjs for TypeScript callers (vitest.config.ts, the i18n scripts' tests).
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin as VitePlugin } from 'vite';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

export const CATALOGUE_FILE: RegExp;
export function messageOf(entry: unknown): string | undefined;
export function compileCatalogue(text: string, file?: string): Record<string, CompiledMessage>;
export function catalogueCompilePlugin(): EsbuildPlugin;
export function catalogueCompileVitePlugin(): VitePlugin;
