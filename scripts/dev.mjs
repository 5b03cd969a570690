// `npm run dev`: the API with reload on change (tsx watch) and the web app with hot reload
// (Vite, which proxies /api and /storage to the API). Stops both on Ctrl+C.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@karyayojana/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@karyayojana/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && code !== 0 && stop());
