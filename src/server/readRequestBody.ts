import type { IncomingMessage } from 'node:http';

/** A request the service refuses with `status` and a JSON error `{code, message}`. */
export class HttpError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

/** Limits on a request body: its size in bytes, and how long the client may take to send it (ms from the request's start). */
export interface BodyLimits {
  readonly maxBytes: number;
  readonly timeoutMs: number;
}

/**
 * The request's body. Rejects with HttpError 413 `too_large` when the Content-Length or the bytes received pass
 * `maxBytes` (nothing more is read), and 408 `request_timeout` when the body is not complete after `timeoutMs`.
 */
export function readRequestBody(request: IncomingMessage, limits: BodyLimits): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.maxBytes) {
    return Promise.reject(tooLarge(limits.maxBytes));
  }
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const stop = (error: HttpError | null): void => {
      clearTimeout(timer);
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
      if (error) {
        request.pause();
        reject(error);
      } else {
        resolve(Buffer.concat(chunks, received));
      }
    };
    const onData = (chunk: Buffer): void => {
      received += chunk.length;
      if (received > limits.maxBytes) stop(tooLarge(limits.maxBytes));
      else chunks.push(chunk);
    };
    const onEnd = (): void => stop(null);
    const onError = (): void => stop(new HttpError(400, 'bad_request', 'the request body could not be read'));
    const timer = setTimeout(
      () => stop(new HttpError(408, 'request_timeout', `the request body did not arrive within ${limits.timeoutMs} ms`)),
      limits.timeoutMs,
    );
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
  });
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, 'too_large', `the request body is larger than ${maxBytes} bytes`);
}
