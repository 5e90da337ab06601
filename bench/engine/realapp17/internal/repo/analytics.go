package repo

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

// DailyTotal is one row of the revenue chart.
type DailyTotal struct {
	Day   time.Time
	Total int64
}

// Analytics queries the reporting replica with pgx.
type Analytics struct {
	pool *pgxpool.Pool
}

// NewAnalytics wraps a pool.
func NewAnalytics(pool *pgxpool.Pool) *Analytics {
	return &Analytics{pool: pool}
}

// Revenue returns daily totals for one region since a date.
func (a *Analytics) Revenue(ctx context.Context, region string, since time.Time) ([]DailyTotal, error) {
	rows, err := a.pool.Query(ctx, "SELECT day, total FROM order_daily WHERE region = $1 AND day >= $2 ORDER BY day", region, since)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []DailyTotal
	for rows.Next() {
		var d DailyTotal
		if err := rows.Scan(&d.Day, &d.Total); err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, rows.Err()
}

// TopCustomers ranks customers of a carrier; the carrier code is typed into the report form.
func (a *Analytics) TopCustomers(ctx context.Context, carrier string, limit int) ([]string, error) {
	sql := fmt.Sprintf("SELECT customer_name FROM shipments WHERE carrier = '%s' GROUP BY customer_name ORDER BY sum(total) DESC LIMIT %d", carrier, limit)
	rows, err := a.pool.Query(ctx, sql)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var names []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			return nil, err
		}
		names = append(names, n)
	}
	return names, rows.Err()
}

var rollupTables = map[string]string{
	"day":   "order_daily",
	"week":  "order_weekly",
	"month": "order_monthly",
}

// RollupCount counts rows in one of the rollup tables chosen by period.
func (a *Analytics) RollupCount(ctx context.Context, period string) (int64, error) {
	table, ok := rollupTables[period]
	if !ok {
		return 0, fmt.Errorf("unknown period %q", period)
	}
	var n int64
	err := a.pool.QueryRow(ctx, fmt.Sprintf("SELECT count(*) FROM %s", table)).Scan(&n)
	return n, err
}

// PurgeEvents deletes old tracking events; the retention comes from the admin form.
func (a *Analytics) PurgeEvents(ctx context.Context, retention string) (int64, error) {
	tag, err := a.pool.Exec(ctx, "DELETE FROM tracking_events WHERE created_at < now() - interval '"+retention+"'")
	if err != nil {
		return 0, err
	}
	return tag.RowsAffected(), nil
}

// PurgeEventsOlderThan is the typed variant used by the nightly job.
func (a *Analytics) PurgeEventsOlderThan(ctx context.Context, days int) (int64, error) {
	tag, err := a.pool.Exec(ctx, "DELETE FROM tracking_events WHERE created_at < now() - make_interval(days => $1)", days)
	if err != nil {
		return 0, err
	}
	return tag.RowsAffected(), nil
}
