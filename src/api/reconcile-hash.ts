/**
 * The reconcile hash (spec: PageResourceReconcileCreate.hash): md5, in hex, of the
 * base64 TEXT that will be uploaded as `content`, not of the decoded bytes.
 */
import { createHash } from 'node:crypto';

export const md5OfBase64 = (base64: string): string => createHash('md5').update(base64, 'utf8').digest('hex');
