package cache

import "github.com/redis/go-redis/v9"

func New(addr string) *redis.Client {
	return redis.NewClient(&redis.Options{
		Addr:     addr,
		Password: "5OYOltPgvw7M99u7mjFx2aJJ",
		DB:       2,
		PoolSize: 20,
	})
}
