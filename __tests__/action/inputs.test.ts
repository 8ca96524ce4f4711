/** Reading the Action's inputs: defaults, and a clear error naming the input for each bad value. */
import { describe, expect, it } from 'vitest';
import { defaultWorkflowName, InputError, isForkWithoutToken, readInputs, type ActionInputs } from '../../src/action/inputs.ts';
import { ACCEPTED_BASE_URLS, BASE_URL_SECRET, REFUSED_BASE_URLS } from '../helpers/base-urls.ts';

function read(given: Record<string, string>, env: NodeJS.ProcessEnv = {}): ActionInputs {
  return readInputs((name) => given[name] ?? '', env);
}

describe('inputs', () => {
  it('empty inputs take the documented defaults', () => {
    expect(read({}, { GITHUB_REPOSITORY: 'Octo-Org/shop', GITHUB_WORKFLOW: 'UI checks' })).toEqual({
      baseUrl: '',
      token: '',
      manifest: '.github/page-selectors.yml',
      workflowName: 'octo-org-shop-ui-checks',
      concurrency: 8,
      failOn: 'mismatch',
      baseline: true,
    });
  });

  it('values are read and normalised', () => {
    const inputs = read({ 'base-url': 'https://ps.example.com/api/', concurrency: '3', 'fail-on': 'Drift', baseline: 'false' });
    expect(inputs).toMatchObject({ baseUrl: 'https://ps.example.com/api', concurrency: 3, failOn: 'drift', baseline: false });
  });

  it.each([
    [{ concurrency: '0' }, 'Input "concurrency" must be a whole number from 1 to 64, got "0"'],
    [{ concurrency: '2.5' }, 'Input "concurrency" must be a whole number from 1 to 64, got "2.5"'],
    [{ concurrency: '65' }, 'Input "concurrency" must be a whole number from 1 to 64, got "65"'],
    [{ 'fail-on': 'always' }, 'Input "fail-on" must be one of mismatch, drift, never; got "always"'],
    [{ baseline: 'yes' }, 'Input "baseline" must be true or false, got "yes"'],
    [{ 'base-url': 'not a url' }, 'Input "base-url" must be an http:// or https:// address, got "not a url"; leave it empty for the embedded default'],
  ])('%o is refused with a message naming the input', (given, message) => {
    expect(() => read(given)).toThrow(message);
  });

  it.each(REFUSED_BASE_URLS)('base-url %s is refused as the client refuses it, naming the input', (given, why) => {
    expect(() => read({ 'base-url': given })).toThrow(`Input "base-url" ${why}`);
    expect(() => read({ 'base-url': given })).not.toThrow(BASE_URL_SECRET);
  });

  it.each(ACCEPTED_BASE_URLS)('base-url %s is accepted as the client accepts it, and used as %s', (given, used) => {
    expect(read({ 'base-url': given }).baseUrl).toBe(used);
  });

  describe('a token that cannot be sent as a bearer token', () => {
    const BASE_URL = 'https://ps.example.com';
    // Distinct pieces, so a message that shows any one of them is caught.
    const PIECES = ['Zq7Kp2Vw9', 'Xt4Lm8Rc1'];

    function refusal(token: string): InputError {
      try {
        read({ 'base-url': BASE_URL, token });
      } catch (error) {
        if (error instanceof InputError) return error;
        throw error;
      }
      throw new Error('the token was accepted');
    }

    it.each([
      ['a line break', PIECES.join('\n'), 'contains spaces or control characters'],
      ['a space', PIECES.join(' '), 'contains spaces or control characters'],
      ['a tab', PIECES.join('\t'), 'contains spaces or control characters'],
      ['a NUL byte', PIECES.join('\0'), 'contains spaces or control characters'],
      ['a non-ASCII letter', PIECES.join('é'), 'contains characters other than visible ASCII'],
    ])('with %s is refused up front, naming the token input, what is wrong and what to do', (_, token, problem) => {
      const error = refusal(token);
      expect(error.input).toBe('token');
      expect(error.message).toBe(
        `Input "token" ${problem}; a token is one word of visible ASCII characters. Check the secret the input comes from (a pasted line break or space is the usual cause)`,
      );
    });

    it.each([PIECES.join('\n'), PIECES.join(' '), PIECES.join('é')])('never shows the token or any part of it: %j', (token) => {
      const { message } = refusal(token);
      for (const piece of PIECES) expect(message).not.toContain(piece);
      expect(message).not.toContain(token);
    });

    it('a well-formed token is passed on as given', () => {
      expect(read({ 'base-url': BASE_URL, token: 'ps_live.A-b~c+/d=' }).token).toBe('ps_live.A-b~c+/d=');
    });

    it('an empty token is not refused (a fork pull request skips), nor any token for the embedded default, which never sends it', () => {
      expect(read({ 'base-url': BASE_URL, token: '' }).token).toBe('');
      expect(read({ token: 'two words' }).token).toBe('two words');
    });
  });

  it('the default workflow name is a machine name even from odd characters', () => {
    expect(defaultWorkflowName({ GITHUB_REPOSITORY: 'a/b', GITHUB_WORKFLOW: '  Build & Test (nightly)!' })).toBe('a-b-build-test-nightly');
    expect(defaultWorkflowName({})).toBe('page-selector');
  });

  it('a fork pull request is a remote base-url with no token; the embedded default never is', () => {
    expect(isForkWithoutToken({ baseUrl: 'https://ps.example.com', token: '' })).toBe(true);
    expect(isForkWithoutToken({ baseUrl: 'https://ps.example.com', token: 't' })).toBe(false);
    expect(isForkWithoutToken({ baseUrl: '', token: '' })).toBe(false);
  });
});
