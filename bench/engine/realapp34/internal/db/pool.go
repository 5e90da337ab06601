// Package db opens the pgx pool and the GORM handle over the same database.
package db

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5/pgxpool"
	"gorm.io/driver/postgres"
	"gorm.io/gorm"
)

// Open connects both clients.
func Open(ctx context.Context, url string) (*pgxpool.Pool, *gorm.DB, error) {
	pool, err := pgxpool.New(ctx, url)
	if err != nil {
		return nil, nil, fmt.Errorf("pgx: %w", err)
	}
	gdb, err := gorm.Open(postgres.Open(url), &gorm.Config{})
	if err != nil {
		pool.Close()
		return nil, nil, fmt.Errorf("gorm: %w", err)
	}
	return pool, gdb, nil
}
