/**
 * The other fake of these tests: XMLHttpRequest at the edge, for uploads with progress. A test reads what was sent
 * and drives the answer: `progress(loaded, total)`, then `respond(status, body)` or `fail()`.
 */
export class FakeXhr extends EventTarget {
  readonly upload = new EventTarget();
  readonly headers = new Headers();
  method = '';
  url = '';
  body: XMLHttpRequestBodyInit | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  private responseHeaders: Record<string, string> = {};

  constructor(private readonly onSend: (xhr: FakeXhr) => void) {
    super();
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }

  send(body: XMLHttpRequestBodyInit | null = null): void {
    this.body = body;
    this.onSend(this);
  }

  abort(): void {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  getAllResponseHeaders(): string {
    return Object.entries(this.responseHeaders)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
  }

  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(new ProgressEvent('progress', { loaded, total, lengthComputable: total > 0 }));
  }

  respond(status: number, body: unknown = undefined, headers: Record<string, string> = {}): void {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.responseHeaders = { 'content-type': 'application/json', ...headers };
    this.dispatchEvent(new Event('load'));
  }

  fail(): void {
    this.dispatchEvent(new Event('error'));
  }
}

/** A factory of fake requests, the list of those sent, and the last one (the one a test usually drives). */
export function fakeXhr(onSend: (xhr: FakeXhr) => void = () => undefined) {
  const sent: FakeXhr[] = [];
  const createXhr = () =>
    new FakeXhr((xhr) => {
      sent.push(xhr);
      onSend(xhr);
    }) as unknown as XMLHttpRequest;
  return { createXhr, sent, last: () => sent[sent.length - 1] };
}
