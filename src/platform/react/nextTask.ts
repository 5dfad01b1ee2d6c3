// A turn of the event loop: what follows runs in a task of its own, after the browser has had its chance to
// handle input and paint. A message, not a timer: fake clocks (tests, Playwright's) leave it alone, and it
// is never clamped.

export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
