/**
 * Every TanStack Query key of the app, in one place (decision 0027). A key is an
 * array whose first element names the data; the `all` entries are prefixes:
 * invalidating one refreshes every query under it (e.g. `lessons.all` after
 * a card is corrected). Features import their keys from here, so one
 * feature's mutation can refresh another's data without importing it.
 *
 * The keys are plain data: parameters are primitives or plain filter
 * objects, never a feature's types, so `lib` stays below the features.
 */
export const queryKeys = {
  /** GET /api/v1/me: who is using the app. */
  me: ['me'] as const,
  /** GET /api/v1/meta: languages, packs, capabilities. */
  meta: ['meta'] as const,
  /** GET /api/v1/meta/offers: what a lesson of each pair gets on this server. */
  offers: ['meta', 'offers'] as const,

  /** GET /api/v1/stories: the caller's stories (My Stories). */
  stories: ['stories'] as const,

  /** One lesson's story and cards; its correction view; the newest lesson. */
  lessons: {
    all: ['lesson'] as const,
    one: (id: string | null) => ['lesson', id] as const,
    cards: (id: string | null) => ['lesson', id, 'cards'] as const,
    newest: (hasSession: boolean) => ['lesson', 'newest', hasSession] as const,
  },

  /** Study counts and draws, across lessons. */
  study: {
    all: ['study'] as const,
    /** GET /api/v1/study/due: every recorded answer invalidates it. */
    due: ['study', 'due'] as const,
    random: (hasSession: boolean, round: number) => ['study', 'random', hasSession, round] as const,
    /** GET /api/v1/progress: every recorded answer invalidates it. */
    progress: ['study', 'progress'] as const,
    /** GET /api/v1/study/settings: the desired retention, its cost and the fit (product §7). */
    settings: ['study', 'settings'] as const,
  },

  /** GET /api/v1/stories/{id}/study-queue: one lesson's cards in study order. */
  studyQueues: {
    all: ['study-queue'] as const,
    one: (id: string | null) => ['study-queue', id] as const,
  },

  /** Audio reports: the caller's, or every one for an admin. */
  audioReports: {
    all: ['audio-reports'] as const,
    list: (scope: 'all' | 'mine', storyId: string) => ['audio-reports', scope, storyId] as const,
  },

  /** What the learner knows of each word (product §18). */
  words: {
    all: ['words'] as const,
    /** GET /api/v1/stories/{id}/words: a lesson's words' statuses and share known. */
    lesson: (id: string | null) => ['words', 'lesson', id] as const,
    /** GET /api/v1/words: counts per language and over time. */
    counts: ['words', 'counts'] as const,
    /** POST /api/v1/words/share: the share known of a story being typed. */
    share: (target: string, native: string, text: string) =>
      ['words', 'share', target, native, text] as const,
    /** GET /api/v1/words/pronunciation: a word's sound (never changes). */
    pronunciation: (language: string, word: string) => ['word-sound', language, word] as const,
  },

  /** GET /api/v1/quick-stories for a language pair. */
  quickStories: (target: string, native: string) => ['quick-stories', target, native] as const,
  /** GET /api/v1/public-stories: the curated library for a pair. */
  publicStories: {
    all: ['public-stories'] as const,
    pair: (target: string, native: string) => ['public-stories', target, native] as const,
    /** GET /api/v1/public-stories/{id}/flashcards: a curated lesson's preview. */
    preview: (id: string) => ['public-stories', 'preview', id] as const,
  },
  /** Set when a page is hydrated over its prerender, which states the default packs (lib/default-packs). */
  prerenderedPacks: ['prerendered-packs'] as const,
  /** GET /api/v1/shared/{token}: a shared story, for anyone. */
  shared: (token: string) => ['shared', token] as const,

  genie: ['genie'] as const,
  leaderboard: {
    all: ['leaderboard'] as const,
    board: (period: string, language: string) => ['leaderboard', period, language] as const,
  },
  map: ['map'] as const,
  /** The generation-wait ad shown now. */
  currentAd: ['ads', 'current'] as const,

  orders: {
    all: ['orders'] as const,
    one: (id: string) => ['orders', id] as const,
  },
  earnedCredits: ['earned-credits'] as const,
  uploads: ['uploads'] as const,

  audioFix: {
    lesson: (id: string) => ['audio-fix', id] as const,
    lessons: ['audio-fix', 'lessons'] as const,
  },

  admin: {
    errors: (filter: object) => ['admin', 'errors', filter] as const,
    error: (id: number) => ['admin', 'errors', 'one', id] as const,
    audit: (filter: object) => ['admin', 'audit', filter] as const,
    users: {
      all: ['admin', 'users'] as const,
      searches: ['admin', 'users', 'search'] as const,
      search: (q: string, offset: number, limit: number) =>
        ['admin', 'users', 'search', q, offset, limit] as const,
      one: (email: string) => ['admin', 'users', 'one', email] as const,
    },
    stories: {
      all: ['admin', 'stories'] as const,
      search: (filter: object, limit: number) =>
        ['admin', 'stories', 'search', filter, limit] as const,
      one: (id: string) => ['admin', 'stories', 'one', id] as const,
    },
    content: {
      all: ['admin', 'content'] as const,
      stories: (language: string) => ['admin', 'content', 'stories', language] as const,
      versions: (language: string, slug: string) =>
        ['admin', 'content', 'versions', language, slug] as const,
      history: (limit: number) => ['admin', 'content', 'history', limit] as const,
      /** Curated library stories and their versions (invalidate `all` after a save). */
      curated: {
        all: ['admin', 'content', 'curated'] as const,
        list: ['admin', 'content', 'curated', 'list'] as const,
        versions: (id: string) => ['admin', 'content', 'curated', 'versions', id] as const,
        history: (limit: number) => ['admin', 'content', 'curated', 'history', limit] as const,
      },
    },
    outbox: ['admin', 'outbox'] as const,
    contactMessages: ['admin', 'contact-messages'] as const,
    insight: (days: string) => ['admin', 'insight', days] as const,
    ads: ['admin', 'ads'] as const,
    uploads: ['admin', 'uploads'] as const,
  },
};

/** The first elements of the keys kept at logout and account deletion; the rest was the session's. */
export const sessionIndependentKeys: readonly unknown[] = [queryKeys.meta[0], queryKeys.me[0]];

/** What a different learner (sign-in, sign-out, a guest) must not see from the last one. */
export const learnerKeys = [queryKeys.lessons.all, queryKeys.study.all, queryKeys.studyQueues.all];
