/**
 * Build of the web dashboard: web/ → dist/web, served by `vigil serve` (src/api/dashboard-static.ts).
 * Every text asset is also written brotli- and gzip-compressed beside itself, so the server sends
 * compressed bytes without compressing per request.
 */
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const OUT_DIR = path.resolve(import.meta.dirname, '../dist/web');

function precompress(): Plugin {
  return {
    name: 'vigil-precompress',
    apply: 'build',
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(OUT_DIR)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react(), precompress()],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    // The dashboard targets current browsers only.
    target: 'es2022',
    chunkSizeWarningLimit: 900,
    reportCompressedSize: false,
    rollupOptions: {
      output: {
        // React and Mantine change rarely: their own chunk stays cached across dashboard builds.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|@mantine\/core|@mantine\/hooks|@floating-ui)\//.test(id)) return 'vendor';
          return undefined;
        },
      },
    },
  },
});
