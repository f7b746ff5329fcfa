package domain

// Truncate cuts s to at most n bytes on a character boundary, for text kept
// in a column of bounded size (a user agent, an error message, a mail's last
// error). A string of n bytes or fewer is returned as it is.
func Truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && (s[n]&0xC0) == 0x80 {
		n--
	}
	return s[:n]
}
