// One render thread of the service's RenderPool: loads the renderer bundle named in workerData.rendererPath and
// answers each `{id, input}` message with `{id, result}` or `{id, error: {name, message}}`.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerReply, WorkerTask } from './RenderPool';
import type { RendererModule } from './rendererModule';

const { rendererPath } = workerData as { rendererPath: string };
const renderer = createRequire(rendererPath)(rendererPath) as Pick<RendererModule, 'renderRegions'>;

parentPort?.on('message', (task: WorkerTask<Parameters<RendererModule['renderRegions']>[0]>) => {
  let reply: WorkerReply<ReturnType<RendererModule['renderRegions']>>;
  try {
    reply = { id: task.id, result: renderer.renderRegions(task.input) };
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    reply = { id: task.id, error: { name, message } };
  }
  parentPort?.postMessage(reply);
});
