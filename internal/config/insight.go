package config

import "time"

// AnalyticsRetention is AnalyticsRetentionDays as a duration. At least 30
// days (Load and Validate check it): the dashboard's longest period.
func (c Config) AnalyticsRetention() time.Duration {
	return time.Duration(c.AnalyticsRetentionDays) * 24 * time.Hour
}
