import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { parseEnv } from './src/config/env-schema.ts';

export default defineConfig(({ mode }) => ({
  plugins: [react(), vanillaExtractPlugin()],
  // VITE_* values from .env files and the environment, checked once here (a bad value fails the build).
  define: { __VUGA_ENV__: JSON.stringify(parseEnv(loadEnv(mode, import.meta.dirname, 'VITE_'))) },
  build: { target: 'es2022', sourcemap: false },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
}));
