package store

import (
	"context"
	"fmt"
	"time"
)

type OccupancyRow struct {
	Kennel string  `db:"kennel"`
	Day    string  `db:"day"`
	Nights int     `db:"nights"`
	Rate   float64 `db:"rate"`
}

var groupings = map[string]string{"day": "day", "week": "week", "month": "month"}

// Occupancy groups nights by a date_trunc unit chosen from a fixed list.
func (s *Store) Occupancy(ctx context.Context, from, to time.Time, unit string, kennel string) ([]OccupancyRow, error) {
	trunc, ok := groupings[unit]
	if !ok {
		trunc = "day"
	}
	q := fmt.Sprintf(`SELECT k.name AS kennel, date_trunc('%s', b.starts_on)::date::text AS day, count(*) AS nights,
		avg(k.nightly_rate) AS rate FROM bookings b JOIN kennels k ON k.id = b.kennel_id
		WHERE b.starts_on BETWEEN $1 AND $2`, trunc)
	if kennel != "" {
		q += " AND k.name = '" + kennel + "'"
	}
	q += " GROUP BY 1, 2 ORDER BY 2"
	var out []OccupancyRow
	err := s.db.SelectContext(ctx, &out, q, from, to)
	return out, err
}

// ExportRows reads a whole table for the CSV export; table names come from the allow list in the handler.
func (s *Store) ExportRows(ctx context.Context, table string) ([]map[string]interface{}, error) {
	rows, err := s.db.QueryxContext(ctx, "SELECT * FROM "+table+" ORDER BY id")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []map[string]interface{}
	for rows.Next() {
		m := map[string]interface{}{}
		if err := rows.MapScan(m); err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, nil
}

// Revenue sums takings for the dashboard; the interval is built from an integer day count.
func (s *Store) Revenue(ctx context.Context, days int) (float64, error) {
	var total float64
	err := s.db.GetContext(ctx, &total, fmt.Sprintf("SELECT coalesce(sum(amount), 0) FROM payments WHERE paid_at > now() - interval '%d days'", days))
	return total, err
}
