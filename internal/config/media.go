package config

// VideoMaxBytes is VideoMaxMB in bytes (MB = 2^20 bytes).
func (c Config) VideoMaxBytes() int64 { return int64(c.VideoMaxMB) << 20 }
