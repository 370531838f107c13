// The real server as a child process, for the fault-injection test (faultWorld.ts): the same
// buildServer as `npm start`, on DATA_DIR and PORT from the environment, so the test can kill it
// with SIGKILL mid-push and start it again on the same SQLite file. Prints `listening PORT` once
// it accepts connections. Password hashes are made cheap (the test registers three accounts a
// seed); stored hashes carry their own cost, so nothing else changes.
import { buildServer } from '../../../sync-server/src/app';
import { loadConfig } from '../../../sync-server/src/config';
import { setHashCostForLoadTests } from '../../../sync-server/src/plugins/password';

setHashCostForLoadTests(1024);
const app = await buildServer(loadConfig(process.env));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
