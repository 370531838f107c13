// `npm run dev`: the Vite dev server (with /api proxied) plus the API server in watch mode on :3001.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'sync-server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.API_PORT ?? '3001' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { if (code) { stop(); process.exitCode = code; } });
