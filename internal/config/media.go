package config

import "strconv"

// VideoMaxBytes is VideoMaxMB in bytes (MB = 2^20 bytes), or 0 if invalid.
func (c Config) VideoMaxBytes() int64 {
	n, err := strconv.Atoi(c.VideoMaxMB)
	if err != nil || n < 1 || n > 4096 {
		return 0
	}
	return int64(n) << 20
}
