/** Spec, PageResourceReconcileCreate.hash: "md5 of the base64 text of the bytes". */
import { describe, expect, it } from 'vitest';
import { md5OfBase64 } from '../../src/client/index.ts';

describe('the reconcile hash', () => {
  it('is the md5 hex of the base64 text, not of the decoded bytes', () => {
    const base64 = Buffer.from('hello').toString('base64');
    expect(base64).toBe('aGVsbG8=');
    // md5("aGVsbG8=") as `printf aGVsbG8= | md5sum` prints it.
    expect(md5OfBase64(base64)).toBe('0733351879b2fa9bd05c7ca3061529c0');
    // md5("hello"), which is what hashing the bytes would give.
    expect(md5OfBase64(base64)).not.toBe('5d41402abc4b2a76b9719d911017c592');
  });
});
