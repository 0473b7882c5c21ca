/**
 * Machine-made translations waiting for a person: a language file (not English's) may hold, under `_review`, the
 * dotted keys of its texts that a tool wrote (`npm run new:screen`), each set to REVIEW_MARK. A translator checks the
 * text and removes its key; the namespace is left out of the islands' file and of the key-set comparison.
 */
export const REVIEW_NAMESPACE = '_review';
export const REVIEW_MARK = 'machine';
