package llm

import (
	"context"
	"time"
)

// SetSleep replaces the wait between retries.
func SetSleep(c *Client, f func(ctx context.Context, d time.Duration) error) { c.sleep = f }
