/**
 * Resolves in a later task: the browser may paint and handle input in between. A message, as
 * React's scheduler yields: no timer's minimum delay, and no timer a page's clock could stop.
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
