import { startServerChild, type ServerChild } from './serverChild';

// Several server processes on one PostgreSQL (issue 19), behind the fault proxy's round robin, seen
// by the fault test as one server: a kill takes down one instance (each in turn), so pushes go on
// through the others while it restarts; `ready` waits for all of them.

/** The instances, and the group the fault test kills and waits for. */
export interface ServerGroup {
  instances: ServerChild[];
  group: ServerChild;
}

/** Starts `count` instances on `dataDir` with `env` (DATABASE_URL), one after another (migrations run once). */
export async function startServerGroup(
  dataDir: string,
  count: number,
  env: Record<string, string>,
): Promise<ServerGroup> {
  const instances: ServerChild[] = [];
  for (let index = 0; index < count; index += 1) instances.push(await startServerChild(dataDir, env));
  let turn = 0;
  const all = async (each: (child: ServerChild) => Promise<void>) => {
    await Promise.all(instances.map(each));
  };
  const group: ServerChild = {
    port: instances[0]!.port,
    kill: () => instances[(turn += 1) % instances.length]!.kill(),
    start: () => all((child) => child.start()),
    ready: () => all((child) => child.ready()),
    get kills() {
      return instances.reduce((sum, child) => sum + child.kills, 0);
    },
    close: () => all((child) => child.close()),
  };
  return { instances, group };
}
