/** Test helper: a minimal EventSource over fetch against a listening app, collecting the events of one stream. */
export type ServerEvent = { event: string; data: unknown };

export async function connectSse(url: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { cookie }, signal: controller.signal });
  const events: ServerEvent[] = [];
  const waiters: (() => void)[] = [];
  let raw = "";
  const done = (async () => {
    const decoder = new TextDecoder();
    const reader = response.body!.getReader();
    try {
      for (;;) {
        const { done: ended, value } = await reader.read();
        if (ended) break;
        raw += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = raw.indexOf("\n\n")) >= 0) {
          const block = raw.slice(0, end);
          raw = raw.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // aborted
    }
  })();
  const waitFor = async (predicate: (seen: ServerEvent[]) => boolean, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(events)) {
      if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  await waitFor((seen) => seen.some((e) => e.event === "ready"));
  return { response, events, waitFor, close: () => controller.abort(), done };
}
