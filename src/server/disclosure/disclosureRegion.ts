/**
 * The region a host asks for to get the external-transmission page's body; never part of the default,
 * islands-only set. Its own module so the prerender CLI names it without bundling React.
 */
export const DISCLOSURE_REGION = 'external-transmission';
