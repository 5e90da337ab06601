package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/stockroom/stockroom/internal/models"
)

var ErrNotFound = errors.New("not found")

const itemColumns = "id, sku, name, description, category, location, quantity, updated_at"

func scanItems(rows *sql.Rows) ([]models.Item, error) {
	defer rows.Close()
	var out []models.Item
	for rows.Next() {
		var it models.Item
		if err := rows.Scan(&it.ID, &it.SKU, &it.Name, &it.Description, &it.Category, &it.Location, &it.Quantity, &it.UpdatedAt); err != nil {
			return nil, err
		}
		out = append(out, it)
	}
	return out, rows.Err()
}

func (s *Store) ItemByID(ctx context.Context, id int64) (*models.Item, error) {
	rows, err := s.DB.QueryContext(ctx, "SELECT "+itemColumns+" FROM items WHERE id = $1", id)
	if err != nil {
		return nil, err
	}
	items, err := scanItems(rows)
	if err != nil {
		return nil, err
	}
	if len(items) == 0 {
		return nil, ErrNotFound
	}
	return &items[0], nil
}

// SearchItems is the catalogue search behind the list page and the JSON API.
func (s *Store) SearchItems(ctx context.Context, p models.SearchParams) ([]models.Item, error) {
	q := "SELECT " + itemColumns + " FROM items WHERE 1=1"
	var args []any
	if p.Query != "" {
		args = append(args, likeEscape(p.Query))
		q += fmt.Sprintf(" AND (name ILIKE $%d OR sku ILIKE $%d)", len(args), len(args))
	}
	if p.Category != "" {
		q += fmt.Sprintf(" AND category = '%s'", p.Category)
	}
	q += orderBy(p.Sort, p.Desc)
	if p.Limit > 0 {
		q += fmt.Sprintf(" LIMIT %d", p.Limit)
	}
	rows, err := s.DB.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	return scanItems(rows)
}

// ItemsAtLocation is used by the printable shelf sheet.
func (s *Store) ItemsAtLocation(ctx context.Context, location string) ([]models.Item, error) {
	rows, err := s.DB.QueryContext(ctx, "SELECT "+itemColumns+" FROM items WHERE location LIKE '"+location+"%' ORDER BY sku")
	if err != nil {
		return nil, err
	}
	return scanItems(rows)
}

func (s *Store) AdjustQuantity(ctx context.Context, id int64, delta int) error {
	res, err := s.DB.ExecContext(ctx, "UPDATE items SET quantity = quantity + $1, updated_at = now() WHERE id = $2", delta, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	return nil
}

func (s *Store) CreateItem(ctx context.Context, it *models.Item) error {
	return s.DB.QueryRowContext(ctx,
		`INSERT INTO items (sku, name, description, category, location, quantity, updated_at)
		 VALUES ($1, $2, $3, $4, $5, $6, now()) RETURNING id`,
		it.SKU, it.Name, it.Description, it.Category, it.Location, it.Quantity).Scan(&it.ID)
}

// LowStock counts items under the threshold per category for the dashboard.
func (s *Store) LowStock(ctx context.Context, threshold int) (map[string]int, error) {
	q := fmt.Sprintf("SELECT category, count(*) FROM items WHERE quantity < %d GROUP BY category", threshold)
	rows, err := s.DB.QueryContext(ctx, q)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]int{}
	for rows.Next() {
		var c string
		var n int
		if err := rows.Scan(&c, &n); err != nil {
			return nil, err
		}
		out[c] = n
	}
	return out, rows.Err()
}
