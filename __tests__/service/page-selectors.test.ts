import { afterEach, describe, expect, test } from 'vitest';
import { ApiError } from '../../src/client/index.ts';
import { LOGIN_PAGE, UUID, raw, startTestService, type TestService } from '../helpers/service.ts';

let t: TestService;
afterEach(async () => { await t?.close(); });

async function statusOf(promise: Promise<unknown>): Promise<number> {
  return promise.then(() => 200, (e: ApiError) => e.status);
}

async function setup(options: { training?: boolean; workflow?: string; content?: string } = {}) {
  const session = await t.client.createSession({ workflow_name: options.workflow ?? 'login', is_training: options.training ?? false });
  const state = await t.client.createPageState({ url: 'https://example.test/login', content: options.content ?? LOGIN_PAGE, field_values: [], session_id: session.id, allowed_resource_ids: [] });
  return { session, state, target: { session_id: session.id, page_state_id: state.id } };
}

describe('train and label', () => {
  test('train creates a selector with exactly the spec fields and empty selections, waiting for a label', async () => {
    t = await startTestService();
    const { session, state, target } = await setup({ training: true });
    const selector = await t.client.train({ text: 'the Sign in button', ...target });
    expect(selector).toEqual({ id: expect.stringMatching(UUID), text: 'the Sign in button', session_id: session.id, page_state_id: state.id, selected_identifiers: [], selected_xpaths: [] });
    expect(await t.client.getPageSelector(selector.id)).toEqual(selector);
  });

  test('a label by identifier or by xpath shows in GET, with both identifiers and xpaths', async () => {
    t = await startTestService();
    const { target } = await setup({ training: true });
    const byId = await t.client.train({ text: 'Sign in', ...target });
    const byXPath = await t.client.train({ text: 'password field', ...target });
    await t.client.labelPageSelector(byId.id, { identifiers: ['signin'] });
    await t.client.labelPageSelector(byXPath.id, { xpaths: ['/html/body/main/form/input[2]'] });
    expect(await t.client.getPageSelector(byId.id)).toMatchObject({ selected_identifiers: ['signin'], selected_xpaths: ['/html/body/main/form/button'] });
    expect(await t.client.getPageSelector(byXPath.id)).toMatchObject({ selected_identifiers: ['password'], selected_xpaths: ['/html/body/main/form/input[2]'] });
  });

  test('a label naming elements that do not exist is a 422 naming them', async () => {
    t = await startTestService();
    const { target } = await setup({ training: true });
    const selector = await t.client.train({ text: 'Sign in', ...target });
    const error = await t.client.labelPageSelector(selector.id, { identifiers: ['signin', 'ghost'] }).catch((e: ApiError) => e);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).detail).toEqual([expect.objectContaining({ loc: ['body', 'identifiers', 1], msg: expect.stringContaining('"ghost"') })]);
    const badXPath = await t.client.labelPageSelector(selector.id, { xpaths: ['/html/body/nav'] }).catch((e: ApiError) => e);
    expect((badXPath as ApiError).detail).toEqual([expect.objectContaining({ loc: ['body', 'xpaths', 0], msg: expect.stringContaining('/html/body/nav') })]);
    expect((await t.client.getPageSelector(selector.id)).selected_identifiers).toEqual([]);
  });

  test('a label body must have exactly one of identifiers or xpaths, not empty (422)', async () => {
    t = await startTestService();
    const { target } = await setup({ training: true });
    const selector = await t.client.train({ text: 'Sign in', ...target });
    for (const body of [{ identifiers: ['signin'], xpaths: ['/html'] }, {}, { identifiers: [] }, { identifiers: 'signin' }]) {
      const answer = await raw(t.url, `/page_selector/${selector.id}/label`, { method: 'POST', body: JSON.stringify(body) });
      expect(answer.status).toBe(422);
      expect(answer.body.detail[0].loc[0]).toBe('body');
    }
  });

  test('labels are accepted after the training session ended, as people label a finished run', async () => {
    t = await startTestService();
    const { session, target } = await setup({ training: true });
    const selector = await t.client.train({ text: 'Sign in', ...target });
    await t.client.endSession(session.id);
    expect((await t.client.labelPageSelector(selector.id, { identifiers: ['signin'] })).selected_identifiers).toEqual(['signin']);
    expect(await statusOf(t.client.train({ text: 'more', ...target }))).toBe(409);
  });

  test('selectors are listed by session and by page state', async () => {
    t = await startTestService();
    const one = await setup({ training: true });
    const two = await setup({ training: true });
    const a = await t.client.train({ text: 'a', ...one.target });
    const b = await t.client.train({ text: 'b', ...one.target });
    const c = await t.client.train({ text: 'c', ...two.target });
    expect((await t.client.listPageSelectors({ session_id: one.session.id })).items).toEqual([a, b]);
    expect((await t.client.listPageSelectors({ page_state_id: two.state.id })).items).toEqual([c]);
    expect((await t.client.listPageSelectors({})).count).toBe(3);
  });

  test('a page state of another session, or an unknown one, is refused', async () => {
    t = await startTestService();
    const one = await setup();
    const two = await setup();
    const error = await t.client.predict({ text: 'Sign in', session_id: one.session.id, page_state_id: two.state.id }).catch((e: ApiError) => e);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).detail).toEqual([expect.objectContaining({ loc: ['body', 'page_state_id'] })]);
    expect(await statusOf(t.client.train({ text: 'x', session_id: one.session.id, page_state_id: crypto.randomUUID() }))).toBe(404);
    expect(await statusOf(t.client.getPageSelector(crypto.randomUUID()))).toBe(404);
  });
});

describe('predict and explain', () => {
  test('predict returns the selected identifiers and their full xpaths', async () => {
    t = await startTestService();
    const { target } = await setup();
    const selector = await t.client.predict({ text: 'the Sign in button', ...target });
    expect(selector.selected_identifiers).toEqual(['signin']);
    expect(selector.selected_xpaths).toEqual(['/html/body/main/form/button']);
    expect(Object.keys(selector).sort()).toEqual(['id', 'page_state_id', 'selected_identifiers', 'selected_xpaths', 'session_id', 'text']);
    expect(selector.id).toMatch(UUID);
    expect(await t.client.getPageSelector(selector.id)).toEqual(selector);
  });

  test('explain gives the candidates with scores and deciding features, best first', async () => {
    t = await startTestService();
    const { target } = await setup();
    const selector = await t.client.predict({ text: 'the Sign in button', ...target });
    const explanation = await t.client.explainPageSelector(selector.id);
    expect(explanation).toMatchObject({ id: selector.id, text: selector.text, source: 'description', selected_identifiers: ['signin'] });
    expect(explanation.candidates[0]).toMatchObject({ identifier: 'signin', xpath: '/html/body/main/form/button', tag: 'button', role: 'button', name: 'Sign in' });
    expect(Object.keys(explanation.candidates[0]!).sort()).toEqual(['features', 'identifier', 'name', 'role', 'score', 'tag', 'xpath']);
    const scores = explanation.candidates.map((c) => c.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
  });

  test('explain of a train selector ranks the page, to help the person label it', async () => {
    t = await startTestService();
    const { target } = await setup({ training: true });
    const selector = await t.client.train({ text: 'password field', ...target });
    const explanation = await t.client.explainPageSelector(selector.id);
    expect(explanation.selected_identifiers).toEqual([]);
    expect(explanation.candidates[0]?.identifier).toBe('password');
  });

  test('a description nothing matches gives empty selections, not a guess', async () => {
    t = await startTestService();
    const { target } = await setup();
    const selector = await t.client.predict({ text: 'the video player volume slider', ...target });
    expect(selector.selected_identifiers).toEqual([]);
    expect(selector.selected_xpaths).toEqual([]);
  });

  test('a label from a training session of the same workflow teaches predict on a changed page', async () => {
    t = await startTestService();
    const training = await setup({ training: true, workflow: 'login' });
    const trained = await t.client.train({ text: 'The  primary ACTION', ...training.target });
    await t.client.labelPageSelector(trained.id, { identifiers: ['signin'] });

    // The next release renamed every identifier.
    const changed = LOGIN_PAGE.replaceAll('sl-identifier="', 'sl-identifier="v2-');
    const later = await setup({ workflow: 'login', content: changed });
    const predicted = await t.client.predict({ text: 'the primary action', ...later.target });
    expect(predicted.selected_identifiers).toEqual(['v2-signin']);
    expect((await t.client.explainPageSelector(predicted.id)).source).toBe('label');

    // Another workflow has not been taught.
    const elsewhere = await setup({ workflow: 'signup', content: changed });
    const untaught = await t.client.predict({ text: 'the primary action', ...elsewhere.target });
    expect((await t.client.explainPageSelector(untaught.id)).source).toBe('description');
  });

  test('predict on an ended session is a 409', async () => {
    t = await startTestService();
    const { session, target } = await setup();
    await t.client.endSession(session.id);
    expect(await statusOf(t.client.predict({ text: 'Sign in', ...target }))).toBe(409);
  });
});
