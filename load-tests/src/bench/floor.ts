import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const PROCESS = fileURLToPath(new URL('./floor-process.js', import.meta.url));

/** Starts one floor process and waits for the address it prints. */
async function startProcess(role: 'service' | 'front', argument: string): Promise<{ child: ChildProcess; address: string }> {
  const child = spawn(process.execPath, [PROCESS, role, argument], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await Promise.race([once(createInterface({ input: child.stdout! }), 'line'), once(child, 'exit').then(() => [undefined])])) as [string | undefined];
  if (!line) throw new Error(`the floor's ${role} process ended before it listened`);
  return { child, address: line.trim() };
}

/**
 * The architecture's floor: the baseline split in two processes with one gRPC hop between them, as
 * the BFF and a service are (Fastify → @grpc/grpc-js → the baseline's own SQL through pg), with no
 * tRPC, protobuf, ORM, caller assertion, tracing or metrics. Ours against it is what our code adds
 * to the hop; it against the baseline is what the hop itself costs.
 */
export async function startFloor(databaseUrl: string): Promise<{ url: string; stop(): Promise<void> }> {
  const service = await startProcess('service', databaseUrl);
  let front: Awaited<ReturnType<typeof startProcess>>;
  try {
    front = await startProcess('front', service.address);
  } catch (error) {
    service.child.kill();
    throw error;
  }
  return {
    url: front.address,
    async stop() {
      for (const { child } of [front, service]) {
        if (child.exitCode !== null || child.signalCode !== null) continue;
        const exited = once(child, 'exit');
        child.kill();
        await exited;
      }
    },
  };
}

/** Fails unless every URL answers 200 with the same body: the floor must do the baseline's work, no less. */
export async function expectSameAnswers(urls: string[], headers: Record<string, string>): Promise<void> {
  const bodies = await Promise.all(
    urls.map(async (url) => {
      const answer = await fetch(url, { headers });
      if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
      return answer.text();
    }),
  );
  if (new Set(bodies).size !== 1) throw new Error(`${urls.join(' and ')} answer differently`);
}
