import type { Plugin, Rollup } from 'vite';
import { firstDataCalls, HOME_PATHS, type FirstDataCall } from './first-data';

/**
 * The lazily loaded screens a visit may start on, by path (as in src/app/router.tsx; a key ending
 * in `/*` also covers the paths under it). The staff console is left out: its own chunks.
 */
export const ROUTE_MODULES: Record<string, string> = {
  '/exam': 'exam-list',
  '/exam/list': 'exam-list',
  '/exam/list/*': 'exam-list',
  '/testseries': 'test-series',
  '/testSeries': 'prev-year-papers',
  '/set': 'set',
  '/search': 'search',
  '/gkandca': 'played-set-lists',
  '/quizlist': 'played-set-lists',
  '/practicelist': 'played-set-lists',
  '/studentProfile': 'student-profile',
  '/systemInstruction': 'system-instruction',
  '/instruction': 'instruction',
  '/schoolexam': 'school-exam',
  '/quiz': 'quiz',
  '/quizresult': 'quiz-result',
  '/submitquiz': 'quiz-result',
  '/practice': 'practice',
  '/practiceresult': 'practice-result',
  '/exampanel': 'exam-panel',
  '/submitexam': 'result',
  '/viewDetailedAnalysis': 'result',
  '/attempted/test': 'attempted-tests',
};

/** What a first visit to a path fetches besides the entry: the route's scripts and styles. */
export interface RoutePreload {
  scripts: string[];
  styles: string[];
}

/** A path's page: its preloads and the API calls whose answers the server puts in it. */
export interface RoutePage extends RoutePreload {
  data: FirstDataCall[];
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

type Bundle = Record<string, Rollup.OutputChunk | Rollup.OutputAsset>;
type WithCss = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** The route module's chunk and every chunk it imports statically, less the entry (in the page). */
export function preloadOf(bundle: Bundle, routeModule: string): RoutePreload | undefined {
  const chunks = Object.values(bundle).filter((c): c is WithCss => c.type === 'chunk');
  const file = `/src/app/routes/${routeModule}.tsx`;
  const route = chunks.find((c) => c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(file)));
  if (!route) return undefined;
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: WithCss) => {
    if (chunk.isEntry || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(route);
  return { scripts: [...seen], styles: [...styles] };
}

/**
 * Writes route-preloads.json: for each path above, the files its screen needs. The server puts
 * them in that page's HTML as modulepreload and preload links, so a first visit to /set, the exam
 * panel or a result fetches its screen alongside the entry, not after the entry has run (decision
 * 027). With them, the catalogue calls of the path's first screen: the server answers them into the
 * page as the page's institute (decisions 029, 052). Home needs no preloads (it is in the
 * entry), only its data.
 */
export function routePreloads(): Plugin {
  return {
    name: 'exam:route-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const routes: Record<string, RoutePage> = {};
      for (const path of HOME_PATHS) {
        routes[path] = { scripts: [], styles: [], data: firstDataCalls(path) };
      }
      for (const [path, routeModule] of Object.entries(ROUTE_MODULES)) {
        const preload = preloadOf(bundle, routeModule);
        if (!preload) this.error(`no chunk for the route module ${routeModule} (${path})`);
        routes[path] = { ...preload, data: firstDataCalls(path) };
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify({ routes }),
      });
    },
  };
}
