package store

import "strings"

// LikeEscape is the escape character of Contains patterns: write
// "column LIKE ? ESCAPE '!'" (the same on both dialects).
const LikeEscape = "!"

// Contains makes text a LIKE pattern that finds it anywhere in a lower-case
// column, with the wildcards of text taken literally.
func Contains(text string) string {
	r := strings.NewReplacer("!", "!!", "%", "!%", "_", "!_")
	return "%" + r.Replace(strings.ToLower(strings.TrimSpace(text))) + "%"
}
