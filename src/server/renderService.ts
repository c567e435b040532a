// The render service: `node dist/server/renderService.js [--port 8092] [--host 127.0.0.1] [--workers N] ...`
// (docs/operations.md, "The render service"). Run it as a script: its worker threads load renderWorker.js and renderer.js beside it.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { createRenderService } from './createRenderService';
import { placeLookupFromEnvironment } from '../composition/serverServices';
import { loadRenderer, snapshotRenderer } from './rendererModule';
import type { RenderInput } from './renderInput';
import type { RenderedPage } from './renderPage';
import { RenderPool } from './RenderPool';
import { serviceOptions } from './serviceOptions';

async function main(): Promise<void> {
  const options = serviceOptions(process.argv.slice(2), process.env);
  // Parcel rewrites __dirname to the source folder, so the bundle finds its neighbours from the script it runs as.
  const serverDir = path.dirname(realpathSync(process.argv[1] ?? '.'));
  // The workers load a private copy of the renderer taken now, the one the build id is the hash of.
  const { rendererPath, buildId, remove } = snapshotRenderer(serverDir);
  // Asked of the renderer itself, in this environment: a production renderer without the disclosure's names refuses.
  const refusal = loadRenderer(rendererPath).disclosureRefusal?.() ?? null;
  const pool = new RenderPool<Omit<RenderInput, 'warnings' | 'placeIds'>, RenderedPage>({
    workerScript: path.join(path.dirname(rendererPath), 'renderWorker.js'),
    workerData: { rendererPath },
    size: options.workers,
    timeoutMs: options.renderTimeoutMs,
    maxWaitMs: options.maxWaitMs,
  });
  pool.warm();
  // The place manager the service asks for a request's placeIds (its own environment's TABIJI_PLACE_API_URL).
  const places = placeLookupFromEnvironment(process.env);
  const service = createRenderService(options, {
    buildId,
    refusal,
    render: (input, signal) => pool.run(input, signal),
    close: () => pool.close().finally(remove),
  }, undefined, places.lookup);
  // A service that does not start (a refusal, a port in use) stops its workers and deletes its renderer copy first.
  const url = await service.listen().catch(async (error: unknown) => {
    await service.close();
    throw error;
  });
  console.info(`Tabiji render service on ${url}/render (renderer ${buildId}, ${options.workers} workers; ${places.reason})`);
  const stop = (signal: string): void => {
    console.info(`Tabiji render service: ${signal}, finishing the requests in flight`);
    service.close().then(
      () => process.exit(0),
      (error: Error) => {
        console.error(`Tabiji render service: could not stop cleanly: ${error.message}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: Error) => {
  console.error(`Tabiji render service could not start: ${error.message}`);
  process.exit(1);
});
