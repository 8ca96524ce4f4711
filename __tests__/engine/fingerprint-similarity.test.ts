import { describe, expect, test } from 'vitest';
import {
  ancestorSimilarity,
  classSimilarity,
  identifierSimilarity,
  ownTextSimilarity,
  piecesSimilarity,
  similarity,
  textSimilarity,
  xpathSimilarity,
} from '../../src/engine/similarity.ts';
import type { ElementFingerprint } from '../../src/engine/types.ts';

const SIGN_IN: ElementFingerprint = {
  identifier: 'sl-1',
  tag: 'button',
  role: 'button',
  name: 'Sign in',
  text: 'Sign in',
  attributes: { id: 'sign-in', class: 'btn btn-primary', type: 'submit' },
  xpath: '/html/body/main/form/button',
  neighbourText: 'Email address | Forgot password?',
  ancestors: ['form#login', 'main', 'body', 'html'],
  landmark: 'main',
  heading: 'Sign in to Acme',
};

describe('attribute similarities suit each kind of attribute', () => {
  test('classes compare as sets, so their order does not matter', () => {
    expect(classSimilarity('btn btn-primary', 'btn-primary btn')).toBe(1);
    expect(classSimilarity('btn btn-primary', 'css-1x2y3z')).toBe(0);
    expect(classSimilarity('btn btn-primary', 'btn btn-secondary')).toBeCloseTo(1 / 3);
  });

  test('ids that differ by a number are different elements, reworded ids keep their shared words', () => {
    expect(identifierSimilarity('check1', 'check15')).toBeLessThan(0.5);
    expect(identifierSimilarity('userEmail', 'user_email')).toBe(1);
    expect(identifierSimilarity('login-btn', 'app-login-btn')).toBeGreaterThan(0.6);
    expect(identifierSimilarity('email', ':r1a:')).toBe(0);
  });

  test('a small copy edit keeps text similar, a different label does not', () => {
    expect(textSimilarity('Add to cart', 'Add to bag')).toBeGreaterThan(0.6);
    expect(textSimilarity('Sign in', 'sign-in')).toBe(1);
    expect(textSimilarity('Sign in', 'Delete account')).toBeLessThan(0.3);
  });

  test('an added wrapper costs an xpath about what a moved sibling does, a different place costs much more', () => {
    const at = '/html/body/main/ul/li[3]/a';
    const wrapped = xpathSimilarity(at, '/html/body/main/ul/li[3]/div/a');
    const sibling = xpathSimilarity(at, '/html/body/main/ul/li[4]/a');
    const elsewhere = xpathSimilarity(at, '/html/body/footer/div[2]/p/a');
    expect(Math.abs(wrapped - sibling)).toBeLessThan(0.1);
    expect(elsewhere).toBeLessThan(wrapped - 0.3);
    expect(xpathSimilarity(at, '/html[1]/body[1]/main[1]/ul[1]/li[3]/a[1]')).toBe(1);
  });

  test('ancestors shifted by a wrapper still match, other ancestors do not', () => {
    const labelled = ['form#login', 'section', 'main', 'body', 'html'];
    expect(ancestorSimilarity(labelled, ['div.wrapper', 'form#login', 'section', 'main', 'body'])).toBeGreaterThan(0.8);
    expect(ancestorSimilarity(labelled, ['nav', 'header', 'body', 'html'])).toBeLessThan(0.4);
  });

  test('neighbour pieces compare as a set: swapped neighbours agree, a different record does not', () => {
    expect(piecesSimilarity('Alice | Admin', 'Admin | Alice')).toBe(1);
    expect(piecesSimilarity('Alice | Admin', 'Bob | Admin')).toBeLessThan(0.7);
  });
});

describe('fingerprint similarity', () => {
  test('a fingerprint is fully similar to itself', () => {
    expect(similarity(SIGN_IN, SIGN_IN).score).toBe(1);
    expect(similarity(SIGN_IN, SIGN_IN).identity).toBe(1);
  });

  test('the same button with a renamed id and rehashed classes stays closer than a different button beside it', () => {
    const renamed = { ...SIGN_IN, attributes: { id: ':r4:', class: 'css-1x2y3z', type: 'submit' } };
    const other = { ...SIGN_IN, name: 'Create account', text: 'Create account', attributes: { id: 'register', class: 'btn btn-primary', type: 'button' }, xpath: '/html/body/main/form/button[2]' };
    expect(similarity(SIGN_IN, renamed).score).toBeGreaterThan(similarity(SIGN_IN, other).score);
  });

  test('a look-alike with other text scores low on identity though its place and kind agree', () => {
    const other = { ...SIGN_IN, name: 'Create account', text: 'Create account', attributes: { ...SIGN_IN.attributes, id: 'register' } };
    const result = similarity(SIGN_IN, other);
    expect(result.identity).toBeLessThan(0.3);
    expect(result.score).toBeGreaterThan(result.identity);
  });

  test('agreement on every own attribute is exact; an edited label or an element without own attributes is not', () => {
    expect(similarity(SIGN_IN, { ...SIGN_IN, xpath: '/html/body/footer/button', neighbourText: 'Other' }).exactIdentity).toBe(true);
    expect(similarity(SIGN_IN, { ...SIGN_IN, name: 'Sign in now', text: 'Sign in now' }).exactIdentity).toBe(false);
    const bare = { ...SIGN_IN, name: '', text: '', attributes: {} };
    expect(similarity(bare, bare).exactIdentity).toBe(false);
  });

  test('own texts that differ by a number or a swapped word name different things; a typo does not', () => {
    expect(ownTextSimilarity('Login v1', 'Login v2')).toBeLessThan(0.5);
    expect(ownTextSimilarity('Error 404', 'Error 500')).toBeLessThan(0.5);
    expect(ownTextSimilarity('First name', 'Last name')).toBeLessThan(0.5);
    expect(ownTextSimilarity('Sign in', 'Sign-in')).toBe(1);
    expect(ownTextSimilarity('Simple Search', 'SimpleSearch')).toBe(1);
    expect(ownTextSimilarity('Contact us', 'Contat us')).toBeGreaterThan(0.8);
    expect(ownTextSimilarity('Sign out', 'Sign out now')).toBeGreaterThan(0.6);
  });

  test('numbers around an element may change while it stays the same element', () => {
    expect(textSimilarity('$51.00', '$58.00')).toBeGreaterThan(0.6);
  });

  test('two icon-only buttons with different icons disagree on identity; a restyled icon is left out', () => {
    const trash = { ...SIGN_IN, name: '', text: '', attributes: { class: 'btn' }, icon: 'fa-trash' };
    expect(similarity(trash, { ...trash, icon: 'fa-pen' }).identity).toBe(0);
    expect(similarity(trash, trash).identity).toBe(1);
    expect(similarity(trash, { ...trash, icon: '' }).features).not.toHaveProperty('icon');
  });

  test('attributes neither side has are left out, one side only counts against', () => {
    const bare = { ...SIGN_IN, attributes: {} };
    expect(similarity(bare, bare).features).not.toHaveProperty('id');
    expect(similarity(SIGN_IN, bare).features.id).toBe(0);
  });
});
