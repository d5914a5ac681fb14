import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { DEMO_ROUTES, ROOM_PAGE_PATH } from '../src/demoRoutes.ts';

/**
 * Each page's module, by the paths that show it, as App's `pageFor` reads them: a path it does not
 * know shows the rooms.
 */
const PAGE_MODULES: readonly [shows: (path: string) => boolean, module: string][] = [
  [(path) => ROOM_PAGE_PATH.test(path), '/src/RoomPage.tsx'],
  [(path) => path === '/ask', '/src/AskQuestionPage.tsx'],
  [(path) => path === '/enquiries', '/src/EnquiriesPage.tsx'],
  [(path) => path === '/sandbox', '/src/SandboxPage.tsx'],
  [(path) => path === DEMO_ROUTES.bookingReturn, '/src/BookingReturnPage.tsx'],
  [() => true, '/src/RoomsPage.tsx'],
];

/** Where the build writes each page's files for the preview server to read. */
const PRELOADS_FILE = 'page-preloads.json';

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * Each page's code asked for with the document that shows it, in a `Link` header of modulepreloads,
 * rather than once the app's code has run and found which page it is: the page's chunk and the
 * chunks it imports load beside the app's, not after them. A header, not a script in the page,
 * which the Content-Security-Policy allows none of. In the production build and its preview
 * server; the dev server serves modules one by one.
 */
export function pagePreloads(): Plugin {
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'unistay-page-preloads',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is typeof output & BuiltChunk => output.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** A chunk's file and those of every chunk it imports, however deep. */
      const withImports = (file: string, into = new Set<string>()) => {
        if (!into.has(file)) {
          into.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, into);
        }
        return into;
      };
      // The app's own chunks the page's <script> and modulepreload links ask for already.
      const app = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) withImports(chunk.fileName, app);
      const preloads: Record<string, string[]> = {};
      for (const [, module] of PAGE_MODULES) {
        const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
        if (!page) continue;
        preloads[module] = [...withImports(page.fileName)]
          .filter((file) => !app.has(file))
          .map((file) => `${base}${file}`);
      }
      this.emitFile({ type: 'asset', fileName: PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
    configurePreviewServer(server) {
      const file = join(outDir, PRELOADS_FILE);
      const preloads: Record<string, string[]> = existsSync(file)
        ? JSON.parse(readFileSync(file, 'utf8'))
        : {};
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '/').split('?')[0] ?? '/';
        const module = PAGE_MODULES.find(([shows]) => shows(path))?.[1];
        const files = module ? preloads[module] : undefined;
        // Pages only: the document a browser navigates to, not a module, image or API call.
        if (files?.length && request.headers.accept?.includes('text/html')) {
          response.setHeader(
            'Link',
            files.map((href) => `<${href}>; rel=modulepreload`).join(', '),
          );
        }
        next();
      });
    },
  };
}
