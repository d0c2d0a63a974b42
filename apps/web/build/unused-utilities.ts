import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AtRule, Plugin as PostcssPlugin, Root, Rule } from 'postcss';
import type { Plugin } from 'vite';

/**
 * The Bootstrap parts whose class rules are kept only when a source names the class: those whose
 * classes only the app's own markup puts on elements. Not the parts React Bootstrap's components
 * draw (modal, offcanvas, nav's tabs): their classes are in its code, not in ours.
 */
export const PURGED_STYLESHEET =
  /[\\/]src[\\/]styles[\\/]bootstrap[\\/](base|buttons|card|dropdown|alert|badge|spinners|placeholders|form-control)\.scss$/;

/**
 * Classes the sources build from a prefix and a theme colour (`btn-${colour}`, `text-bg-${colour}`):
 * kept whole, since the full name never appears in them.
 */
const BUILT_NAMES =
  /^(btn|alert|text-bg|bg|text)-(primary|secondary|success|danger|warning|info|light|dark)$/;

const SOURCE = /\.(ts|tsx|css)$/;
const TEST = /\.test\.tsx?$/;

/**
 * Every word of the app's sources, TypeScript and stylesheets (tests left out): the class names
 * its markup can use and the custom properties its styles read.
 */
export function sourceWords(dir: string): Set<string> {
  const words = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) {
        for (const word of readFileSync(path, 'utf8').match(/[\w-]+/g) ?? []) words.add(word);
      }
    }
  };
  visit(dir);
  return words;
}

/**
 * The classes an element must have for the selector to match it. Those inside a functional
 * pseudo-class (`:not(.btn-check:first-child)`) do not count: an unused one there still matches.
 */
const classesOf = (selector: string) =>
  [...selector.replace(/:[\w-]+\([^()]*\)/g, '').matchAll(/\.([\w-]+)/g)].map((m) => m[1] ?? '');

/**
 * Drops, from a rule's selector list, each selector naming a class that no source word matches;
 * a rule left with none goes, and so does an at-rule left empty. Element selectors (reboot, type)
 * and custom properties stay as they are.
 */
export function dropUnusedClasses(root: Root, used: ReadonlySet<string>) {
  const isUsed = (name: string) => used.has(name) || BUILT_NAMES.test(name);
  root.walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => classesOf(selector).every(isUsed));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule: AtRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
}

/** Bootstrap's own custom properties that one of its parts reads (`var(--bs-…`), any of them. */
export function bootstrapReads(bootstrapCss: string): Set<string> {
  return new Set([...bootstrapCss.matchAll(/var\((--bs-[\w-]+)/g)].map((m) => m[1] ?? ''));
}

/**
 * Drops the `--bs-…` custom properties that neither Bootstrap nor the app reads (its palette:
 * `--bs-indigo`, `--bs-gray-300`…): declared on :root for every page, they only cost bytes.
 */
export function dropUnreadProperties(root: Root, read: ReadonlySet<string>) {
  root.walkDecls(/^--bs-/, (decl) => {
    if (!read.has(decl.prop)) decl.remove();
  });
}

/**
 * Bootstrap's grid, helpers and utilities are some 90 KB of class rules, nearly all unused, and
 * they are in the stylesheet every page waits for. Only the app's own markup puts those classes on
 * elements (React Bootstrap adds none of them), so the build keeps the ones a source names
 * (decision 036). A class built by joining strings is not seen: name utilities whole.
 */
export function unusedUtilities(sourceDir: string, bootstrapCss: string): Plugin {
  let used: Set<string> | undefined;
  let read: Set<string> | undefined;
  const postcssPlugin: PostcssPlugin = {
    postcssPlugin: 'exam:unused-utilities',
    Once(root) {
      if (!PURGED_STYLESHEET.test(root.source?.input.file ?? '')) return;
      used ??= sourceWords(sourceDir);
      read ??= new Set([...bootstrapReads(readFileSync(bootstrapCss, 'utf8')), ...used]);
      dropUnusedClasses(root, used);
      dropUnreadProperties(root, read);
    },
  };
  return {
    name: 'exam:unused-utilities',
    apply: 'build',
    config: () => ({ css: { postcss: { plugins: [postcssPlugin] } } }),
  };
}
