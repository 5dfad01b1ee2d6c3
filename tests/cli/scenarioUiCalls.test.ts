// The UI driver's view of a tab's API calls (cli/scenario/ui/apiCalls.ts) without a browser: a fake tab
// emits Playwright's framenavigated, request and response events in the orders a real one can. The rule
// under test: the page a step opens answers with its own calls, never with a late one of the document the
// navigation replaced (CI once read such a call, whose body was gone with its page).
import { EventEmitter } from 'node:events';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Step } from '../../cli/scenario/model';
import { recordApiCalls } from '../../cli/scenario/ui/apiCalls';
import type { UiSession } from '../../cli/scenario/ui/session';
import { uiAttempt } from '../../cli/scenario/ui/uiAttempt';
import type { StepWorld } from '../../cli/scenario/world';

interface FakeRequest {
  method(): string;
  postData(): string | null;
  postDataJSON(): unknown;
  url(): string;
}

const ORIGIN = 'http://127.0.0.1:4391';

/** A tab: its main frame, a sub-frame, and a goto that commits a new document (after `beforeCommit`). */
class FakeTab {
  private readonly events = new EventEmitter();
  readonly main = { name: 'main' };
  readonly iframe = { name: 'iframe' };
  /** What the old document does while the navigation is under way (before the new one commits). */
  beforeCommit: () => void = () => undefined;
  /** What the new document does as it loads (before goto returns). */
  onLoad: () => void = () => undefined;

  on(event: string, listener: (...args: unknown[]) => void): this {
    this.events.on(event, listener);
    return this;
  }

  mainFrame() {
    return this.main;
  }

  async goto(_path: string): Promise<null> {
    await Promise.resolve();
    this.beforeCommit();
    this.events.emit('framenavigated', this.main);
    this.onLoad();
    return null;
  }

  navigate(frame: object) {
    this.events.emit('framenavigated', frame);
  }

  /** A call of the API (a path under its root), or, with `url`, any other request of the page. */
  issue(method: string, path: string, body?: unknown, url = `${ORIGIN}/api/v1${path}`): FakeRequest {
    const data = body === undefined ? null : JSON.stringify(body);
    const request = {
      url: () => url,
      method: () => method,
      postData: () => data,
      postDataJSON: () => (data ? (JSON.parse(data) as unknown) : null),
    };
    this.events.emit('request', request);
    return request;
  }

  /** The connection failed: no answer at all. */
  fail(request: FakeRequest) {
    this.events.emit('requestfailed', request);
  }

  answer(request: FakeRequest, status: number, body?: unknown) {
    this.events.emit('response', {
      url: () => request.url(),
      request: () => request,
      status: () => status,
      // A replaced document's body may be gone: the browser refuses to give it.
      text: () =>
        body === undefined
          ? Promise.reject(new Error('No resource with given identifier found'))
          : Promise.resolve(JSON.stringify(body)),
    });
  }
}

const record = (tab: FakeTab) => recordApiCalls(tab as unknown as Page);
const settled = async <T>(promise: Promise<T>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('the calls of an opened page', () => {
  it('waits for the new document’s answer, not a late one of the document the navigation replaced', async () => {
    const tab = new FakeTab();
    const calls = record(tab);
    const stale = tab.issue('GET', '/userAccount');
    let fresh: FakeRequest | undefined;
    tab.onLoad = () => (fresh = tab.issue('GET', '/userAccount'));
    const home = await calls.open('/');
    const waiting = home.waitFor('GET', /^\/userAccount$/);
    // The replaced document's call is answered after the navigation, body gone: not the step's.
    tab.answer(stale, 200);
    expect(await settled(waiting)).toBe(false);
    tab.answer(fresh!, 200, { username: 'anna' });
    const call = await waiting;
    expect(await call.responseBody()).toEqual({ username: 'anna' });
    // The step's own view has both; the opened page's only its own.
    expect(calls.all()).toHaveLength(2);
    expect(home.all()).toEqual([call]);
  });

  it('counts a call that got no answer (status 0), so a step sees the failure, not the page asking again', async () => {
    const tab = new FakeTab();
    const calls = record(tab);
    let failed: FakeRequest | undefined;
    tab.onLoad = () => (failed = tab.issue('GET', '/userAccount'));
    const home = await calls.open('/');
    const waiting = home.waitFor('GET', /^\/userAccount$/);
    tab.fail(failed!);
    const call = await waiting;
    expect(call.status).toBe(0);
    expect(await call.responseBody()).toBeUndefined();
    tab.answer(tab.issue('GET', '/userAccount'), 200, { username: 'anna' });
    expect((await home.waitFor('GET', /^\/userAccount$/, { latest: true })).status).toBe(200);
  });

  it('leaves out a call the old document issued while the navigation was under way, answered later', async () => {
    const tab = new FakeTab();
    const calls = record(tab);
    let late: FakeRequest | undefined;
    tab.beforeCommit = () => (late = tab.issue('GET', '/jobRequests?pageSize=10'));
    const list = await calls.open('/machineTranslation/fileTranslation');
    tab.answer(late!, 500, { message: 'gone' });
    expect(list.last('GET', /^\/jobRequests/)).toBeUndefined();
    expect(list.lastFailureStatus()).toBeUndefined();
    expect(calls.lastFailureStatus()).toBe(500);
  });

  it('takes the first answer by default, the newest when asked; later navigations stay in view', async () => {
    const tab = new FakeTab();
    const calls = record(tab);
    const opened = await calls.open('/machineTranslation/fileTranslation/jr-1');
    const first = tab.issue('GET', '/jobRequests/jr-1');
    tab.answer(first, 200, { poll: 1 });
    // A same-document navigation (a route change) and a sub-frame's do not end the opened page's view.
    tab.navigate(tab.main);
    tab.navigate(tab.iframe);
    tab.answer(tab.issue('GET', '/jobRequests/jr-1'), 200, { poll: 2 });
    expect(await (await opened.waitFor('GET', /^\/jobRequests\/jr-1$/)).responseBody()).toEqual({ poll: 1 });
    expect(
      await (await opened.waitFor('GET', /^\/jobRequests\/jr-1$/, { latest: true })).responseBody(),
    ).toEqual({ poll: 2 });
  });

  it('a page opened again sees none of the calls of its previous opening', async () => {
    const tab = new FakeTab();
    const calls = record(tab);
    tab.onLoad = () => tab.answer(tab.issue('GET', '/autoQuotes/q-1'), 200, { state: 'open' });
    const before = await calls.open('/quotes/q-1');
    tab.onLoad = () => undefined;
    const again = await calls.open('/quotes/q-1');
    expect(before.last('GET', /^\/autoQuotes\/q-1$/)).toBeDefined();
    expect(again.last('GET', /^\/autoQuotes\/q-1$/)).toBeUndefined();
    await expect(again.waitFor('GET', /^\/autoQuotes\/q-1$/, { timeoutMs: 20 })).rejects.toThrow(
      'the page made no GET /^\\/autoQuotes\\/q-1$/ call within 0.02 s',
    );
  });

  it('after an action: the calls issued once it began, not an answer to a request made before it', async () => {
    const tab = new FakeTab();
    const calls = record(tab);
    const list = await calls.open('/machineTranslation/fileTranslation');
    const poll = tab.issue('GET', '/jobRequests?pageSize=10');
    let next: FakeRequest | undefined;
    const nextPage = await list.after(async () => {
      next = tab.issue('GET', '/jobRequests?pageSize=10&pageToken=2');
    });
    const waiting = nextPage.waitFor('GET', /^\/jobRequests(\?|$)/, { latest: true });
    tab.answer(poll, 200, { items: [{ id: 'page-one' }] });
    expect(await settled(waiting)).toBe(false);
    tab.answer(next!, 200, { items: [{ id: 'page-two' }] });
    expect(await (await waiting).responseBody()).toEqual({ items: [{ id: 'page-two' }] });
    expect(list.all()).toHaveLength(2);
  });

  it('reads request bodies, skips calls outside the API and forgets a step’s calls on reset', async () => {
    const tab = new FakeTab();
    const calls = record(tab);
    const form = await calls.open('/createProject');
    tab.answer(tab.issue('GET', '', undefined, `${ORIGIN}/config.json`), 200, {});
    tab.answer(tab.issue('POST', '/projects', { name: 'Manual' }), 201, { projectId: 'p-1' });
    expect(form.all().map((c) => `${c.method} ${c.path} ${c.status}`)).toEqual(['POST /projects 201']);
    expect(form.last('POST', /^\/projects$/)?.requestBody()).toEqual({ name: 'Manual' });
    calls.reset();
    expect(calls.all()).toEqual([]);
    expect(form.all()).toEqual([]);
  });
});

describe('a list page asked for ahead of a click', () => {
  it('is told apart by its cursor: the page shown, not the newest call of the list', async () => {
    const tab = new FakeTab();
    const calls = record(tab);
    tab.onLoad = () => {
      tab.answer(tab.issue('GET', '/jobRequests?pageSize=10'), 200, {
        items: [{ id: 'a' }],
        nextPageToken: 't2',
      });
      tab.answer(tab.issue('GET', '/jobRequests?pageSize=10&pageToken=t2'), 200, { items: [{ id: 'b' }] });
    };
    const list = await calls.open('/list');
    const byToken = (token: string | undefined) => ({
      latest: true,
      where: (c: { query: URLSearchParams }) => (c.query.get('pageToken') ?? undefined) === token,
    });
    expect(await (await list.waitFor('GET', /^\/jobRequests$/, { latest: true })).responseBody()).toEqual({
      items: [{ id: 'b' }],
    });
    expect(
      await (await list.waitFor('GET', /^\/jobRequests$/, byToken(undefined))).responseBody(),
    ).toMatchObject({ items: [{ id: 'a' }] });
    expect(await (await list.waitFor('GET', /^\/jobRequests$/, byToken('t2'))).responseBody()).toEqual({
      items: [{ id: 'b' }],
    });
  });
});

describe("the call a step's answer comes from", () => {
  it('is the one the step read last, not a later call of the page, in whichever view it was read', async () => {
    const tab = new FakeTab();
    const calls = record(tab);
    expect(calls.answering()).toBeUndefined();
    const page = await calls.open('/quotes/q-1');
    tab.answer(tab.issue('GET', '/autoQuotes/q-1'), 200, { state: 'open' });
    const read = await page.waitFor('GET', /^\/autoQuotes\/q-1$/);
    // The page goes on: a call after the one read fails (the account menu, a poll).
    tab.answer(tab.issue('GET', '/userAccount'), 503, { message: 'later' });
    expect(calls.all().at(-1)?.status).toBe(503);
    expect(calls.answering()).toBe(read);

    // Read from another view (an action's): that call is the answer now.
    const accepted = await page.after(async () =>
      tab.answer(tab.issue('POST', '/autoQuotes/q-1/actions/acceptAutoQuote', {}), 409),
    );
    expect(calls.answering()).toBe(read);
    const refusal = accepted.last('POST', /acceptAutoQuote$/);
    expect(refusal?.status).toBe(409);
    expect(calls.answering()).toBe(refusal);
    // A look that finds nothing changes nothing; a new step starts with none.
    expect(accepted.last('GET', /^\/nothing$/)).toBeUndefined();
    expect(calls.answering()).toBe(refusal);
    calls.reset();
    expect(calls.answering()).toBeUndefined();
  });
});

describe('a UI step’s outcome', () => {
  it('carries the status of the call its page object read, though the page made a failing call after it', async () => {
    const tab = new FakeTab();
    const calls = record(tab);
    const session = {
      tab: async () => ({ page: tab, calls }),
      syncClock: async () => undefined,
    } as unknown as UiSession;
    const attempt = uiAttempt({
      session: () => session,
      persona: () => 'client',
      used: () => undefined,
      overrides: {
        'autoQuote.get': {
          screen: '/quotes/{id}',
          run: async (ctx) => {
            const page = await ctx.calls.open('/quotes/q-1');
            tab.answer(tab.issue('GET', '/autoQuotes/q-1'), 200, { state: 'open' });
            const body = await (await page.waitFor('GET', /^\/autoQuotes\/q-1$/)).responseBody();
            tab.answer(tab.issue('GET', '/userAccount'), 503);
            return body;
          },
        },
      },
    });
    const step = {
      kind: 'call',
      call: 'autoQuote.get',
      args: {},
      name: 'read the quote',
      file: 's.yaml',
      line: 3,
      faults: [],
      capture: {},
    } as unknown as Step;

    const outcome = await attempt(step, {} as StepWorld, new Map());

    expect(outcome).toEqual({ status: 200, body: { state: 'open' } });
  });
});
