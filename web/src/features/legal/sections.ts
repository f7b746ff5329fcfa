/** The sections of the legal texts, in order (keys under site:legal.<doc>.sections). */
export const privacySections = [
  'account',
  'cookies',
  'browser',
  'stories',
  'analytics',
  'errors',
  'payments',
  'ai',
  'mail',
  'retention',
  'deletion',
] as const;

export const termsSections = [
  'service',
  'accounts',
  'credits',
  'payments',
  'content',
  'conduct',
  'leaderboards',
  'liability',
  'changes',
] as const;
