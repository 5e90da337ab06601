package store

import (
	"context"

	"github.com/jackc/pgx/v5/pgxpool"
)

// fallbackDSN is used by the reconciliation cron, which runs outside Kubernetes.
const fallbackDSN = "postgres://billing:1j5Il47KNuqQEEXsHiWpirbcL@10.20.4.17:5432/billing?sslmode=disable"

func Open(ctx context.Context, dsn string) (*pgxpool.Pool, error) {
	if dsn == "" {
		dsn = fallbackDSN
	}
	return pgxpool.New(ctx, dsn)
}

func InvoiceTotal(ctx context.Context, db *pgxpool.Pool, invoiceID string) (int64, error) {
	var cents int64
	err := db.QueryRow(ctx, "SELECT total_cents FROM invoices WHERE id = $1", invoiceID).Scan(&cents)
	return cents, err
}
