// WCAG 2 contrast of the theme's text colours (src/styles.css) on the backgrounds they sit on, for tests.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// Tests run from the repository root (import.meta.url is not a file URL under jsdom).
const STYLES = resolve(process.cwd(), 'src/styles.css');

/** The theme's colours (`--color-primary-800: #112651`) plus the plain ones the pages sit on. */
function themeColours(): Map<string, string> {
  const colours = new Map<string, string>([
    ['white', '#ffffff'],
    ['slate-50', '#f8fafc'],
  ]);
  for (const [, name, hex] of readFileSync(STYLES, 'utf8').matchAll(
    /--color-([a-z]+-\d+):\s*(#[0-9a-f]{6})/gi,
  ))
    colours.set(name!, hex!);
  return colours;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

const classOf = (element: Element, pattern: RegExp) =>
  [...element.classList].map((name) => pattern.exec(name)?.[1]).find((match) => match !== undefined);

/** Nearest class matching `pattern` on the element or an ancestor. */
function inherited(element: Element, pattern: RegExp): string | undefined {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const match = classOf(node, pattern);
    if (match !== undefined) return match;
  }
  return undefined;
}

const LARGE_SIZES = ['2xl', '3xl', '4xl', '5xl', '6xl', '7xl', '8xl', '9xl'];

/** WCAG large text: 24 px and up, or 18.66 px (Tailwind's text-xl is 20 px) and bold. */
function isLarge(element: Element): boolean {
  const size = inherited(element, /^(?:[a-z]+:)?text-(xs|sm|base|lg|xl|\d?xl)$/);
  const bold = inherited(element, /^font-(bold|extrabold|black)$/) !== undefined;
  return LARGE_SIZES.includes(size ?? '') || (size === 'xl' && bold);
}

export interface ContrastFailure {
  text: string;
  foreground: string;
  background: string;
  ratio: number;
  needed: number;
}

/**
 * Every element inside `root` coloured with a theme text colour (`text-secondary-600`), checked against the
 * nearest theme background class (`bg-*` or a gradient's `from-*`; the page's slate-50 when there is none):
 * 4.5:1 for normal text, 3:1 for large text.
 */
export function contrastFailures(root: Element): ContrastFailure[] {
  const colours = themeColours();
  const failures: ContrastFailure[] = [];
  for (const element of root.querySelectorAll('[class*="text-"]')) {
    const foreground = classOf(element, /^text-([a-z]+-\d+)$/);
    if (!foreground || !colours.has(foreground) || !element.textContent?.trim()) continue;
    const background = inherited(element, /^(?:bg|from)-((?:[a-z]+-\d+)|white)$/) ?? 'slate-50';
    if (!colours.has(background)) continue;
    const ratio = contrastRatio(colours.get(foreground)!, colours.get(background)!);
    const needed = isLarge(element) ? 3 : 4.5;
    if (ratio < needed) {
      failures.push({
        text: element.textContent.trim().slice(0, 40),
        foreground,
        background,
        ratio: Math.round(ratio * 100) / 100,
        needed,
      });
    }
  }
  return failures;
}
