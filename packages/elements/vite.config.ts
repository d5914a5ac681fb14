import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The drop-in, as a partner's page loads it: one module (`unistay-elements.js`) whose elements'
 * code, React, the checkout and each language are chunks it loads when needed, and a classic
 * script (`unistay-elements.classic.js`) that loads the module next to it. Everything is bundled:
 * the page needs nothing else.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@unistay/source', ...defaultClientConditions] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: true,
    modulePreload: false,
    // Which chunk loads which: how `pnpm size` measures a first load.
    manifest: true,
    rollupOptions: {
      input: {
        'unistay-elements': fileURLToPath(new URL('./src/index.ts', import.meta.url)),
        'unistay-elements.classic': fileURLToPath(new URL('./src/loader.ts', import.meta.url)),
      },
      preserveEntrySignatures: 'allow-extension',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
