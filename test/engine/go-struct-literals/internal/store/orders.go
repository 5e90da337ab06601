package store

import (
	"context"
	"database/sql"
	"fmt"
)

type Store struct{ DB *sql.DB }

// OrderFilter is filled by handlers in another package.
type OrderFilter struct {
	Customer string
	Status   string
	Limit    int
}

func (s *Store) Orders(ctx context.Context, f OrderFilter) (*sql.Rows, error) {
	q := "SELECT id FROM orders WHERE status = $1"
	if f.Customer != "" {
		q += fmt.Sprintf(" AND customer = '%s'", f.Customer)
	}
	return s.DB.QueryContext(ctx, q, f.Status)
}

func (s *Store) OrdersAt(ctx context.Context, f *OrderFilter) (*sql.Rows, error) {
	return s.DB.QueryContext(ctx, fmt.Sprintf("SELECT id FROM orders WHERE customer = '%s' LIMIT %d", f.Customer, f.Limit))
}
