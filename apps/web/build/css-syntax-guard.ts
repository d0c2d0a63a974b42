import { relative } from 'node:path';
import { transformWithEsbuild, type Plugin } from 'vite';

const CSS_FILE = /\.css$/;

interface CssProblem {
  file: string;
  line: number;
  column: number;
  text: string;
}

/**
 * What esbuild (Vite's CSS minifier) warns about in a stylesheet. Every CSS warning of esbuild means
 * the stylesheet does not read as written (an unclosed block swallows every rule after it, also
 * those of the stylesheets bundled after it), so each one counts.
 */
export async function findCssProblems(code: string, file: string): Promise<CssProblem[]> {
  const { warnings } = await transformWithEsbuild(code, file, { loader: 'css', minify: false });
  return warnings.map((warning) => ({
    file,
    line: warning.location?.line ?? 0,
    column: warning.location?.column ?? 0,
    text: warning.text,
  }));
}

export const describeCssProblems = (problems: readonly CssProblem[]) =>
  problems
    .map((p) => `CSS syntax error in ${p.file}:${p.line}:${p.column + 1}: ${p.text}`)
    .join('\n');

/**
 * Fails the build on a stylesheet esbuild warns about. Vite only prints such a warning (against
 * the bundled `<stdin>`) and ships the broken CSS; this checks each source stylesheet as it is
 * loaded, naming the file, and each emitted .css asset once more.
 */
export function cssSyntaxGuard(): Plugin {
  let root = process.cwd();
  return {
    name: 'exam:css-syntax-guard',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!CSS_FILE.test(file)) return null;
      const problems = await findCssProblems(code, relative(root, file));
      if (problems.length > 0) this.error(describeCssProblems(problems));
      return null;
    },
    async generateBundle(_options, bundle) {
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !CSS_FILE.test(asset.fileName)) continue;
        const problems = await findCssProblems(String(asset.source), asset.fileName);
        if (problems.length > 0) this.error(describeCssProblems(problems));
      }
    },
  };
}
