// Request bodies, read with a limit.

/**
 * The body as text, or undefined as soon as more than `limit` bytes have come (the request is then paused, not
 * read on: a chunked body declares no length, and reading it to the end would let a sender keep us busy at will).
 * Rejects when the sender goes away mid-body.
 */
export function readBody(request, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const settle = (finish) => {
      request.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      finish();
    };
    const onData = (chunk) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      request.pause();
      settle(() => resolve(undefined));
    };
    const onEnd = () => settle(() => resolve(Buffer.concat(chunks).toString('utf8')));
    const onError = (error) => settle(() => reject(error));
    const onClose = () => settle(() => reject(new Error('the sender closed the request before its end')));
    request.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}
