// Package cache keeps rendered fragments and quote snapshots in Redis.
package cache

import (
	"bytes"
	"context"
	"encoding/gob"
	"time"

	"github.com/redis/go-redis/v9"
)

type Cache struct {
	rdb *redis.Client
}

type Quote struct {
	Nights int
	Total  float64
	Extras []string
}

func New(rdb *redis.Client) *Cache { return &Cache{rdb: rdb} }

// SaveQuote stores a quote we computed, gob-encoded.
func (c *Cache) SaveQuote(ctx context.Context, key string, q Quote) error {
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(q); err != nil {
		return err
	}
	return c.rdb.Set(ctx, "quote:"+key, buf.Bytes(), 30*time.Minute).Err()
}

// LoadQuote reads back a quote this service stored.
func (c *Cache) LoadQuote(ctx context.Context, key string) (Quote, error) {
	var q Quote
	raw, err := c.rdb.Get(ctx, "quote:"+key).Bytes()
	if err != nil {
		return q, err
	}
	err = gob.NewDecoder(bytes.NewReader(raw)).Decode(&q)
	return q, err
}

// RateLimit counts requests per key with a fixed Lua script.
func (c *Cache) RateLimit(ctx context.Context, key string, limit int) (bool, error) {
	n, err := c.rdb.Eval(ctx, `local n = redis.call("INCR", KEYS[1]) if n == 1 then redis.call("EXPIRE", KEYS[1], 60) end return n`,
		[]string{"rl:" + key}).Int()
	return n <= limit, err
}

// Fragment returns a cached HTML fragment, if any.
func (c *Cache) Fragment(ctx context.Context, key string) (string, error) {
	return c.rdb.Get(ctx, "frag:"+key).Result()
}

func (c *Cache) SetFragment(ctx context.Context, key, html string) error {
	return c.rdb.Set(ctx, "frag:"+key, html, 10*time.Minute).Err()
}
