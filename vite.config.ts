import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export const BASE_PATH = '/contratti-filiera-fe/';

export default defineConfig({
  base: BASE_PATH,
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false },
  server: { port: 5173, proxy: { '/api': 'http://localhost:8091', '/apigen': 'http://localhost:8091', '/oidc': 'http://localhost:8091' } },
});
