package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"
	_ "github.com/lib/pq"
	"gorm.io/driver/postgres"
	"gorm.io/gorm"
)

// Store bundles the three handles we ended up with: plain database/sql for the
// item catalogue, sqlx for tickets (struct scanning) and gorm for the audit log.
type Store struct {
	DB   *sql.DB
	X    *sqlx.DB
	Gorm *gorm.DB
}

func Open(ctx context.Context, dsn string) (*Store, error) {
	db, err := sql.Open("postgres", dsn)
	if err != nil {
		return nil, fmt.Errorf("open db: %w", err)
	}
	db.SetMaxOpenConns(20)
	db.SetConnMaxIdleTime(5 * time.Minute)
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if err := db.PingContext(ctx); err != nil {
		return nil, fmt.Errorf("ping db: %w", err)
	}
	g, err := gorm.Open(postgres.New(postgres.Config{Conn: db}), &gorm.Config{})
	if err != nil {
		return nil, fmt.Errorf("gorm: %w", err)
	}
	return &Store{DB: db, X: sqlx.NewDb(db, "postgres"), Gorm: g}, nil
}

func (s *Store) Close() error { return s.DB.Close() }
