package httpapi

import (
	"crypto/sha256"
	"encoding/base64"
	"regexp"
	"strings"
)

// inlineScript matches the attribute-less inline scripts the build writes
// into prerendered pages (web/scripts/prerender.mjs: the loader that starts
// the app after the first paint, decision 0031).
var inlineScript = regexp.MustCompile(`(?s)<script>(.*?)</script>`)

// inlinePolicy is ContentSecurityPolicy allowing exactly the inline scripts
// of one page, by their SHA-256 hashes; "" when the page has none. Any other
// inline script, such as one injected into the page, is still refused.
func inlinePolicy(page []byte) string {
	var hashes []string
	for _, m := range inlineScript.FindAllSubmatch(page, -1) {
		sum := sha256.Sum256(m[1])
		h := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
		if !strings.Contains(strings.Join(hashes, " "), h) {
			hashes = append(hashes, h)
		}
	}
	if len(hashes) == 0 {
		return ""
	}
	return strings.Replace(ContentSecurityPolicy, "script-src 'self'", "script-src 'self' "+strings.Join(hashes, " "), 1)
}
