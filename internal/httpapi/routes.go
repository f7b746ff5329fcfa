package httpapi

import (
	"net/http"

	"github.com/danielgtaylor/huma/v2"
)

// routes is the one route table of Storyglot. Authentication is on by default:
// an operation requires a signed-in user unless it is marked public (anyone),
// guest (a guest or a user) or admin here. Routes are grouped by OpenAPI tag,
// and a tag's handlers live in <tag>.go or <tag>_<topic>.go (TestRouteFilesFollowTags).
func (s *Server) routes(mux *http.ServeMux, ui http.Handler) {
	api := s.api
	// operations: alive, ready (decision 0040: ready means able to write), metrics — operations_health.go, metrics.go
	huma.Register(api, public(op("GET", "/healthz", "get-health", "Liveness: the process answers", "operations")), s.health)
	huma.Register(api, public(op("GET", "/readyz", "get-readiness", "Readiness: database reachable, migrations current, database and file store take writes", "operations")), s.readiness)
	mux.Handle("GET /metrics", s.metrics.handler(s.MetricsToken, publicSite(s.BaseURL)))

	// meta: what this server offers (product §2, §9) — meta.go, meta_offers.go
	huma.Register(api, public(op("GET", "/api/v1/meta", "get-meta", "Version, languages and the sign-in methods on offer", "meta")), s.getMeta)
	huma.Register(api, public(op("GET", "/api/v1/meta/offers", "get-offers", "What a lesson of each language pair gets on this server: translation or word glosses, pronunciation, audio, pictures", "meta")), s.getOffers)

	// accounts: who is there, visitors, guests and users (product §1); data download and erasure (product §15) — accounts.go, accounts_data.go
	huma.Register(api, public(op("GET", "/api/v1/me", "get-me", "The current mode, profile, credits and wishes", "accounts")), s.getMe)
	huma.Register(api, op("PATCH", "/api/v1/me", "update-me", "Change profile flags (the Genie arrow hint)", "accounts"), s.updateMe)
	huma.Register(api, withStatus(op("DELETE", "/api/v1/me", "delete-me", "Delete the account and its data (type the e-mail address to confirm)", "accounts"), 204), s.deleteMe)
	mux.HandleFunc("GET /api/v1/me/export", s.exportAccount) // a zip (data.json and the lessons' files); user (admin: ?email=), checked inside
	huma.Register(api, public(withStatus(op("POST", "/api/v1/guest-sessions", "start-guest-session", "Start a guest session (300 credits, 3 wishes)", "accounts"), 201)), s.startGuest)
	huma.Register(api, guest(op("POST", "/api/v1/guest-session/consume", "consume-guest-credits", "Spend a guest's credits (guest-session-manager; product §1)", "accounts")), s.consumeGuestCredits)

	// auth: sign-in (product §4) — auth.go, auth_google.go
	huma.Register(api, public(withStatus(op("POST", "/api/v1/auth/register", "register", "Create an account; a confirmation link is mailed", "auth"), 201)), s.register)
	huma.Register(api, public(withStatus(op("GET", "/api/v1/auth/confirm", "confirm-email", "The confirmation link: confirms and redirects home", "auth"), 303)), s.confirmEmail)
	huma.Register(api, public(op("POST", "/api/v1/auth/login", "login", "Sign in with e-mail and password", "auth")), s.login)
	huma.Register(api, public(withStatus(op("POST", "/api/v1/auth/logout", "logout", "Sign out (also ends a guest session)", "auth"), 204)), s.logout)
	huma.Register(api, public(withStatus(op("POST", "/api/v1/auth/password-reset", "request-password-reset", "Mail a reset link (same answer for any address)", "auth"), 202)), s.requestPasswordReset)
	huma.Register(api, public(withStatus(op("POST", "/api/v1/auth/password-reset/confirm", "confirm-password-reset", "Set a new password with a reset link", "auth"), 204)), s.confirmPasswordReset)
	huma.Register(api, public(withStatus(op("POST", "/api/v1/auth/password-reset/check", "check-password-reset", "Whether a reset link still works, without using it", "auth"), 204)), s.checkPasswordReset)
	huma.Register(api, public(withStatus(op("GET", "/api/v1/auth/google/start", "google-start", "Begin Google sign-in (redirects to Google)", "auth"), 302)), s.googleStart)
	huma.Register(api, public(withStatus(op("GET", "/api/v1/auth/google/callback", "google-callback", "Google's redirect back: signs in and redirects", "auth"), 302)), s.googleCallback)
	huma.Register(api, public(op("POST", "/api/v1/auth/email-status", "get-email-status", "Whether stories exist for an address (product §4)", "auth")), s.emailStatus)

	// credits: wishes (product §5), earned credits (product §12) — credits_wishes.go, credits_earn.go
	huma.Register(api, op("POST", "/api/v1/wishes/purchase", "buy-wishes", "Buy 3 wishes for 111 credits", "credits"), s.buyWishes)
	huma.Register(api, op("GET", "/api/v1/earned-credits", "get-earned-credits", "Today's study goal and streak, and the credits they earn", "credits"), s.getEarnedCredits)

	// genie: the Genie (product §13) — genie.go
	huma.Register(api, guest(op("GET", "/api/v1/genie", "get-genie", "The Genie's header: wishes, credits, renewal notice, AI availability", "genie")), s.genieState)
	huma.Register(api, guest(op("POST", "/api/v1/genie", "ask-genie", "Every Genie action; a wish is taken exactly once per idempotency key and given back when the AI fails", "genie")), s.askGenie)

	// payments: card payments for credit packs (product §12) — payments.go
	huma.Register(api, withStatus(op("POST", "/api/v1/payments/checkout", "create-payment", "Order a credit pack: a Stripe Checkout page to pay on", "payments"), 201), s.createCheckout)
	huma.Register(api, op("GET", "/api/v1/payments/orders", "list-orders", "The user's orders of credit packs, newest first", "payments"), s.listOrders)
	huma.Register(api, op("GET", "/api/v1/payments/orders/{id}", "get-order", "One of the user's orders (the payment-success page waits on it)", "payments"), s.getOrder)
	mux.HandleFunc("POST /api/v1/payments/stripe/webhook", s.stripeWebhook) // public: Stripe's signed events, raw body checked inside

	// stories: stories and lessons (product §6), My Stories: delete, correct, rename, export (product §10), word cards from the reader (product §18) — stories.go, events.go, stories_video.go, stories_mine.go, stories_word_cards.go
	huma.Register(api, guest(withStatus(op("POST", "/api/v1/stories", "create-story", "Charge a story and start its lesson", "stories"), 202)), s.createStory)
	huma.Register(api, guest(op("POST", "/api/v1/ai/story", "generate-story", "An AI writes a story from a prompt, for 1 credit (generate-story; product §6)", "stories")), s.writeAIStory)
	huma.Register(api, guest(op("GET", "/api/v1/stories", "list-stories", "The caller's stories, newest first, a page at a time, with what each has due today (product §10)", "stories")), s.listStories)
	huma.Register(api, guest(op("GET", "/api/v1/stories/{id}/status", "get-story-status", "A story and the state of its lesson (check-workflow-status; product §6)", "stories")), s.getStoryStatus)
	huma.Register(api, guest(op("GET", "/api/v1/stories/{id}/flashcards", "get-flashcards", "A story's flashcards (get-guest-flashcards; product §6)", "stories")), s.getFlashcards)
	huma.Register(api, guest(op("POST", "/api/v1/stories/{id}/workflow-error", "handle-workflow-error", "The client's wait ran out: refund a failed or timed-out lesson (product §6)", "stories")), s.workflowError)
	mux.HandleFunc("GET /api/v1/stories/{id}/events", s.storyEvents) // server-sent events; guest or user, checked inside
	huma.Register(api, public(withStatus(op("GET", "/api/v1/flashcards/{id}/video", "get-card-video", "A card's video: rendered on first request, then a redirect to the file", "stories"), 302)), s.cardVideo)
	mux.HandleFunc("GET /api/v1/files/{key...}", s.serveFile) // public: content-addressed audio, images, videos
	huma.Register(api, guest(withStatus(op("DELETE", "/api/v1/stories/{id}", "delete-story", "Delete a story with its cards, memory and share links", "stories"), 204)), s.deleteStory)
	huma.Register(api, guest(op("PATCH", "/api/v1/flashcards/{id}", "edit-flashcard", "Correct a card's translation and hints (marked edited)", "stories")), s.editCard)
	huma.Register(api, guest(op("POST", "/api/v1/stories/{id}/word-cards", "add-word-card", "Make a word picked in the reader a card of the lesson (free; 201 new, 200 the lesson's card of that word)", "stories")), s.addWordCard)
	huma.Register(api, guest(op("PATCH", "/api/v1/stories/{id}", "rename-story", "Rename a lesson (1 to 60 characters; owner only)", "stories")), s.renameStory)
	huma.Register(api, guest(op("GET", "/api/v1/stories/{id}/export", "export-story", "A lesson as an Anki package (.apkg) or CSV", "stories")), s.exportStory)
	huma.Register(api, guest(op("GET", "/api/v1/stories/export", "export-all-stories", "Every finished lesson as one Anki package (a subdeck each) or CSV", "stories")), s.exportAll)

	// sharing: sharing a lesson (product §10) — sharing.go
	huma.Register(api, guest(withStatus(op("POST", "/api/v1/stories/{id}/shares", "create-share", "A public link to a finished story (the live one if it exists)", "sharing"), 201)), s.createShare)
	huma.Register(api, guest(withStatus(op("DELETE", "/api/v1/shares/{token}", "revoke-share", "Revoke a share link", "sharing"), 204)), s.revokeShare)
	huma.Register(api, public(op("GET", "/api/v1/shared/{token}", "get-shared-story", "A shared story and its cards, for anyone with the link (product §10)", "sharing")), s.getShared)
	huma.Register(api, withStatus(op("POST", "/api/v1/shared/{token}/accept", "accept-share", "Add a shared story to my stories, once (product §10)", "sharing"), 201), s.acceptShare)

	// study: study (product §7), the learner's own scheduler (decision 0049) — study.go, study_settings.go,
	// study_progress.go (the progress page, product §19), study_undo.go (undo of a grade, decision 0052)
	huma.Register(api, guest(op("POST", "/api/v1/reviews", "create-review", "Grade one answer in any mode and move the card's FSRS memory", "study")), s.createReview)
	huma.Register(api, guest(op("DELETE", "/api/v1/reviews/{key}", "undo-review", "Undo a grade given today (the card's latest): its memory, log, words, points and earned credits return to what they were", "study")), s.undoReview)
	huma.Register(api, guest(op("POST", "/api/v1/reviews/import", "import-reviews", "Import the reviews a guest kept in the browser (after sign-up)", "study")), s.importReviews)
	huma.Register(api, guest(op("GET", "/api/v1/study/due", "get-due-today", "Cards due today and new cards, per lesson and in total", "study")), s.getDue)
	huma.Register(api, guest(op("GET", "/api/v1/progress", "get-progress", "Progress: reviews per day, true retention by month, the 30-day forecast, cards by state, time studied", "study")), s.getProgress)
	huma.Register(api, guest(op("GET", "/api/v1/study/settings", "get-study-settings", "The desired retention, its cost in reviews a day, and the fit of the learner's FSRS weights", "study")), s.getStudySettings)
	huma.Register(api, guest(op("PUT", "/api/v1/study/settings", "put-study-settings", "Set the desired retention (0.70 to 0.97); answers the settings", "study")), s.putStudySettings)
	huma.Register(api, guest(op("GET", "/api/v1/study/random", "get-random-cards", "Random mode: due cards from every lesson first, then new ones", "study")), s.getRandomCards)
	huma.Register(api, guest(op("GET", "/api/v1/stories/{id}/study-queue", "get-study-queue", "A lesson's cards in study order with their memory state", "study")), s.getStudyQueue)

	// words: what a learner knows of each word, per language, and how a word sounds (product §18) — words.go, words_sound.go
	huma.Register(api, guest(op("GET", "/api/v1/stories/{id}/words", "get-lesson-words", "The statuses of a lesson's words (new, learning, known, ignored) and the share known", "words")), s.getLessonWords)
	huma.Register(api, guest(op("PUT", "/api/v1/words", "set-word-status", "Mark a word new, learning, known or ignored, in every lesson of its language", "words")), s.setWordStatus)
	huma.Register(api, guest(op("PUT", "/api/v1/words/statuses", "set-word-statuses", "Mark many words (up to 500) with one status at once, in every lesson of their language", "words")), s.setWordStatuses)
	huma.Register(api, guest(op("POST", "/api/v1/words/share", "get-known-share", "The share of a text's words the learner knows, and its new words, before a lesson is made (free)", "words")), s.getKnownShare)
	huma.Register(api, guest(op("GET", "/api/v1/words/pronunciation", "get-word-pronunciation", "How a word is said (IPA, romanization) and the link to hear it alone", "words")), s.getWordPronunciation)
	huma.Register(api, guest(op("GET", "/api/v1/words/audio", "get-word-audio", "A word spoken alone (audio/mpeg), made when asked, not stored", "words")), s.getWordAudio)
	huma.Register(api, guest(op("GET", "/api/v1/words", "get-word-counts", "Known, learning and ignored words per language, and the known words month by month", "words")), s.getWordCounts)

	// builtin: quick stories and the curated public list (product §11) — builtin.go
	huma.Register(api, public(op("GET", "/api/v1/quick-stories", "list-quick-stories", "The quick stories of a language pair", "builtin")), s.listQuickStories)
	huma.Register(api, guest(withStatus(op("POST", "/api/v1/quick-stories/{slug}/lessons", "open-quick-story", "Open a quick story's lesson (signed-in users; free, the same lesson every time)", "builtin"), 201)), s.openQuickStory)
	huma.Register(api, public(op("GET", "/api/v1/public-stories", "list-public-stories", "The curated public stories: 50 newest, the pair in either order (signed-in users)", "builtin")), s.listPublicStories)
	huma.Register(api, public(op("GET", "/api/v1/public-stories/{storyId}/flashcards", "preview-public-story", "A curated story's cards, read-only, before adding it (signed-in users)", "builtin")), s.previewPublicStory)
	huma.Register(api, withStatus(op("POST", "/api/v1/public-stories/{storyId}/copies", "add-public-story", "Add a curated story to my stories (free, once)", "builtin"), 201), s.addPublicStory)

	// media: video uploads, the audio fix, audio reports (product §17) — media_uploads.go, media_audiofix.go, media_audio_reports.go
	mux.HandleFunc("POST "+uploadPath, s.uploadVideo) // user (guests and visitors 401), checked inside; body: the video file
	huma.Register(api, op("GET", "/api/v1/uploads", "list-uploads", "The caller's uploaded videos, newest first, and the size limit", "media"), s.listUploads)
	huma.Register(api, withStatus(op("DELETE", "/api/v1/uploads/{id}", "delete-upload", "Delete one of the caller's uploads; its file leaves the store unless other uploads or ads use the same bytes (no credits back)", "media"), 204), s.deleteUpload)
	huma.Register(api, guest(op("GET", "/api/v1/stories/{id}/audio", "get-story-audio", "A lesson's cards and their audio, for the audio fix (owner, or an admin for any story)", "media")), s.getAudioCards)
	huma.Register(api, guest(op("POST", "/api/v1/stories/{id}/audio", "regenerate-story-audio", "Make a lesson's audio again, or one card's (owner, or an admin for any story; free)", "media")), s.regenerateAudio)
	huma.Register(api, guest(op("POST", "/api/v1/stories/{id}/cards/{cardId}/audio-report", "report-card-audio", "Report that a card's audio is wrong (the lesson's owner; one open report per card: 201 new, 200 the open one)", "media")), s.reportAudio)
	huma.Register(api, guest(op("GET", "/api/v1/audio-reports", "list-audio-reports", "The open audio reports of the caller's lessons, oldest first", "media")), s.listAudioReports)
	huma.Register(api, guest(op("POST", "/api/v1/audio-reports/{id}/dismiss", "dismiss-audio-report", "Close an open report without a fix (owner, or an admin for any lesson)", "media")), s.dismissAudioReport)

	// ads: the ad of the generation wait (product §17) — ads.go
	huma.Register(api, public(op("GET", "/api/v1/ads/current", "get-current-ad", "The ad to play while a lesson is made", "ads")), s.currentAd)

	// telemetry: the browser's errors, page views, visits and product events (product §8) — telemetry_errors.go, telemetry_analytics.go
	huma.Register(api, beacon(withStatus(op("POST", "/api/v1/error-logs", "create-error-log", "Record a client-side error (log-error; product §8)", "telemetry"), 201)), s.createErrorLog)
	huma.Register(api, beacon(withStatus(op("POST", "/api/v1/analytics/events", "track-event", "Record an analytics event", "telemetry"), 204)), s.track)
	huma.Register(api, beacon(withStatus(op("POST", "/api/v1/analytics/batch", "track-batch", "Record a browser's page views, visits and product events (product §8; DNT/GPC keep no identifiers)", "telemetry"), 204)), s.trackBatch)

	// site: the public face (product §14): contact form, leaderboards, the map (product §3), crawlers — site_contact.go, site_leaderboards.go, site_map.go, seo.go
	huma.Register(api, public(withStatus(op("POST", "/api/v1/contact", "send-contact-message", "Send a message to the team (product §14 /contact); mailed to the admins", "site"), 201)), s.sendContact)
	huma.Register(api, public(op("GET", "/api/v1/leaderboards", "get-leaderboard", "Weekly or all-time ranking by study points, overall or per learning language", "site")), s.getLeaderboard)
	huma.Register(api, public(op("GET", "/api/v1/map", "get-map", "The learning languages with the caller's cards studied and learned in each and the community's lesson counts (product §3 /map)", "site")), s.getMap)
	mux.HandleFunc("GET /robots.txt", s.robots)
	mux.HandleFunc("GET /sitemap.xml", s.sitemap)

	// admin: the mail outbox and contact messages (product §3) — admin.go
	huma.Register(api, admin(op("GET", "/api/v1/admin/outbox", "list-outbox", "The newest mails of the outbox", "admin")), s.listOutbox)
	huma.Register(api, admin(op("GET", "/api/v1/admin/contact-messages", "list-contact-messages", "The newest contact-form messages", "admin")), s.listContact)

	// admin: erasure on request (product §15) and the console's users (decision 0013; every change is audit-logged) — admin_users.go
	huma.Register(api, admin(withStatus(op("POST", "/api/v1/admin/accounts/erase", "erase-account", "Delete an account and its data on the owner's request", "admin"), 204)), s.eraseAccount)
	huma.Register(api, admin(op("GET", "/api/v1/admin/users", "search-users", "Accounts whose e-mail contains q, paged", "admin")), s.searchUsers)
	huma.Register(api, admin(op("GET", "/api/v1/admin/users/{email}", "get-user", "An account: credits, ledger, live sessions", "admin")), s.getAdminUser)
	huma.Register(api, admin(op("POST", "/api/v1/admin/users/{email}/credit-adjustments", "adjust-user-credits", "Add or take credits with a reason, through the ledger", "admin")), s.adjustUserCredits)
	huma.Register(api, admin(op("PUT", "/api/v1/admin/users/{email}/role", "set-user-role", "Grant or revoke the admin role (never your own, never the last admin)", "admin")), s.setUserRole)
	huma.Register(api, admin(op("PUT", "/api/v1/admin/users/{email}/disabled", "set-user-disabled", "Disable an account (its sessions end at once) or enable it again", "admin")), s.setUserDisabled)

	// admin: insight, the dashboard (decision 0012) — admin_insight.go
	huma.Register(api, admin(op("GET", "/api/v1/admin/insight", "get-insight", "Dashboard: visitors, funnel, sources, lessons, revenue, errors for today, 7 or 30 days", "admin")), s.getInsight)

	// admin: media (product §17): every upload, every open audio report — admin_media.go
	huma.Register(api, admin(op("GET", "/api/v1/admin/uploads", "list-all-uploads", "Every uploaded video, newest first (to use as ads)", "admin")), s.listAllUploads)
	huma.Register(api, admin(op("GET", "/api/v1/admin/audio-reports", "list-all-audio-reports", "Every open audio report, of any lesson, oldest first", "admin")), s.listAllAudioReports)

	// admin: the ads (product §17) — admin_ads.go
	huma.Register(api, admin(op("GET", "/api/v1/admin/ads", "list-ads", "Every ad, active first", "admin")), s.listAds)
	huma.Register(api, admin(withStatus(op("POST", "/api/v1/admin/ads", "create-ad", "Create an ad: an upload or a video URL, a link, a weight, dates", "admin"), 201)), s.createAd)
	huma.Register(api, admin(op("PUT", "/api/v1/admin/ads/{id}", "update-ad", "Change an ad", "admin")), s.updateAd)
	huma.Register(api, admin(op("POST", "/api/v1/admin/ads/{id}/retire", "retire-ad", "Retire an ad: it no longer plays", "admin")), s.retireAd)

	// admin: the console's stories (decision 0013) — admin_stories.go
	huma.Register(api, admin(op("GET", "/api/v1/admin/stories", "search-all-stories", "Any owner's stories by title, owner or language, paged", "admin")), s.searchStories)
	huma.Register(api, admin(op("GET", "/api/v1/admin/stories/{id}", "get-any-story", "Any story with its cards", "admin")), s.getAdminStory)
	huma.Register(api, admin(withStatus(op("DELETE", "/api/v1/admin/stories/{id}", "delete-any-story", "Delete any story as its owner would", "admin"), 204)), s.deleteAdminStory)

	// admin: the console's logs (decision 0013) — admin_logs.go
	huma.Register(api, admin(op("GET", "/api/v1/admin/error-logs", "list-error-logs", "The error log, newest first, by type, time and account", "admin")), s.listErrorLogs)
	huma.Register(api, admin(op("GET", "/api/v1/admin/error-logs/{id}", "get-error-log", "One error log entry with its stack and metadata", "admin")), s.getErrorLog)
	huma.Register(api, admin(op("GET", "/api/v1/admin/audit-events", "list-audit-events", "The audit log, newest first, by type and account", "admin")), s.listAuditEvents)

	// admin: content authoring (product §16): the quick stories, each versioned — admin_content.go
	huma.Register(api, admin(op("GET", "/api/v1/admin/content/stories", "list-content-stories", "Every quick story as learners get it now, by language and scenario", "admin")), s.listContentStories)
	huma.Register(api, admin(withStatus(op("POST", "/api/v1/admin/content/stories", "save-content-story", "Write a quick story or edit one: a new version", "admin"), 201)), s.saveContentStory)
	huma.Register(api, admin(op("GET", "/api/v1/admin/content/stories/{language}/{slug}/versions", "list-content-versions", "Every version of a quick story, newest first, ending with the original", "admin")), s.listContentVersions)
	huma.Register(api, admin(withStatus(op("POST", "/api/v1/admin/content/stories/{language}/{slug}/retire", "retire-content-story", "Take a quick story away from learners: a new version", "admin"), 201)), s.retireContentStory)
	huma.Register(api, admin(withStatus(op("POST", "/api/v1/admin/content/stories/{language}/{slug}/restore", "restore-content-version", "Make an earlier version current again: a new version", "admin"), 201)), s.restoreContentVersion)
	huma.Register(api, admin(op("GET", "/api/v1/admin/content/history", "list-content-history", "The newest saved versions of every quick story", "admin")), s.listContentHistory)

	// admin: content authoring (product §16): the curated list and the curated stories, each versioned — admin_curated.go
	huma.Register(api, admin(op("PUT", "/api/v1/admin/public-stories/{storyId}", "publish-story", "Put a story on the curated list", "admin")), s.publishStory)
	huma.Register(api, admin(withStatus(op("DELETE", "/api/v1/admin/public-stories/{storyId}", "unpublish-story", "Take a story off the curated list", "admin"), 204)), s.unpublishStory)
	huma.Register(api, admin(op("GET", "/api/v1/admin/content/curated", "list-curated-stories", "Every curated story an admin wrote, at its newest version", "admin")), s.listCuratedStories)
	huma.Register(api, admin(withStatus(op("POST", "/api/v1/admin/content/curated", "write-curated-story", "Write a curated story: version 1, published to the library", "admin"), 201)), s.writeCuratedStory)
	huma.Register(api, admin(op("GET", "/api/v1/admin/content/curated/history", "list-curated-history", "The newest saved versions of every curated story", "admin")), s.listCuratedHistory)
	huma.Register(api, admin(withStatus(op("POST", "/api/v1/admin/content/curated/{id}", "edit-curated-story", "Edit a curated story's title and text: a new version", "admin"), 201)), s.editCuratedStory)
	huma.Register(api, admin(op("GET", "/api/v1/admin/content/curated/{id}/versions", "list-curated-versions", "Every version of a curated story, newest first", "admin")), s.listCuratedVersions)

	// Anything else under /api is a problem+json 404; everything else is the app.
	mux.HandleFunc("/api/", s.apiNotFound)
	mux.Handle(spaPattern, ui)
}

func withStatus(o huma.Operation, status int) huma.Operation {
	o.DefaultStatus = status
	return o
}

func (s *Server) apiNotFound(w http.ResponseWriter, r *http.Request) {
	writeProblemJSON(w, &Problem{Status: http.StatusNotFound, Title: "Not Found", Code: "not_found",
		Detail: "No API route " + r.Method + " " + r.URL.Path + ".", RequestID: requestIDFrom(r.Context())})
}
