// The real server as a child process, for the fault-injection test (serverChild.ts): the same
// buildServer as `npm start`, on DATA_DIR and PORT from the environment, so the test can kill it
// with SIGKILL mid-push and start it again on the same SQLite file. With STANDBY=1 it loads its
// code and waits for a line on stdin before it opens the database (a restart then costs only the
// start itself). Prints `listening PORT` once it accepts connections. Password hashes are made
// cheap (the test registers three accounts a seed); stored hashes carry their own cost.
import { createInterface } from 'node:readline';
import { buildServer } from '../../../sync-server/src/app';
import { loadConfig } from '../../../sync-server/src/config';
import { dbStats } from '../../../sync-server/src/db/sql';
import { setHashCostForLoadTests } from '../../../sync-server/src/plugins/password';
import type { RoutePlugin } from '../../../sync-server/src/validation';

if (process.env.STANDBY === '1') {
  const lines = createInterface({ input: process.stdin });
  await new Promise((resolve) => lines.once('line', resolve));
  lines.close();
}
setHashCostForLoadTests(1024);
// `npm run bench:scale` (BENCH_STATS=1) reads each instance's database figures (sql.ts dbStats) here.
const benchStats: RoutePlugin = (scope) => {
  scope.get('/bench-stats', () =>
    Object.fromEntries(Object.entries(dbStats).map(([name, figure]) => [name, figure.samples])),
  );
};
const app = await buildServer(loadConfig(process.env), {
  extraRoutes: process.env.BENCH_STATS === '1' ? [benchStats] : [],
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
