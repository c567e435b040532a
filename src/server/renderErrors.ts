// How a render through the pool can fail, besides the renderer's own errors: each one the service answers its own way.

/** The task was not done within the pool's deadline (its worker, if it had started, was terminated). */
export class RenderTimeoutError extends Error {
  override readonly name = 'RenderTimeoutError';
}

/**
 * Refused at once, without queueing: the work already waiting would keep this task past the pool's wait bound. The
 * caller should try again after `retryAfterSeconds` (an HTTP service answers 503 with Retry-After).
 */
export class RenderOverloadedError extends Error {
  override readonly name = 'RenderOverloadedError';
  constructor(readonly retryAfterSeconds: number, message: string) {
    super(message);
  }
}

/** The caller no longer wants the task (its client went away) and it had not started: it was taken off the queue. */
export class RenderCancelledError extends Error {
  override readonly name = 'RenderCancelledError';
}

/** The worker reported an error; `name` is the error's name in the worker (e.g. RenderInputError). */
export class WorkerTaskError extends Error {
  constructor(override readonly name: string, message: string) {
    super(message);
  }
}
