// What a refused search answers (decision 0083): the API's 429 and the search pages say the same.

/** The code of a search refused for too many searches in a minute. */
export const SEARCH_RATE_LIMITED = 'SEARCH_RATE_LIMITED';

/** The 429's message: from this address, or from everyone on this agency's site. */
export function searchLimitMessage(scope: 'ip' | 'agency', retryAfterSeconds: number): string {
  const wait = `Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and search again.`;
  return scope === 'ip' ? `Too many searches from your network in a minute. ${wait}` : `This site is receiving too many searches right now. ${wait}`;
}
