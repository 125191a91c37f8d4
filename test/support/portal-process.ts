import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningPortal {
  readonly url: string;
  readonly dataDir: string;
  readonly process: ChildProcess;
  readonly output: () => string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Il portale è terminato con codice ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Il portale non ha risposto su ${url}/health entro ${timeoutMs} ms`);
}

/**
 * Starts the real portal (`npm start`'s entry) on a free port with its own data folder; on `port` and `dataDir`
 * when given, a restart of the same portal.
 */
export async function startPortal(
  env: Record<string, string> = {},
  dataDir?: string,
  port?: number,
  nodeArgs: readonly string[] = [],
): Promise<RunningPortal> {
  port ??= await freePort();
  const url = `http://localhost:${port}`;
  const ownDataDir = dataDir ?? mkdtempSync(join(tmpdir(), 'portale-'));
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), PUBLIC_URL: url, DATA_DIR: ownDataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  try {
    await waitForHealth(url, child, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return {
    url,
    dataDir: ownDataDir,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGINT');
        await exited;
      }
      if (!dataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
