// Package repo holds the data access code. Tools and members use pgx
// directly; workshops and bookings go through GORM.
package repo

import (
	"context"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/northloop/makerhub/internal/models"
)

// Tools reads and writes the tools table.
type Tools struct {
	Pool *pgxpool.Pool
}

const toolColumns = "id, slug, name, category, description, manual_path, needs_badge, created_at"

func scanTools(rows pgx.Rows) ([]models.Tool, error) {
	defer rows.Close()
	var out []models.Tool
	for rows.Next() {
		var t models.Tool
		if err := rows.Scan(&t.ID, &t.Slug, &t.Name, &t.Category, &t.Description, &t.ManualPath, &t.NeedsBadge, &t.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// BySlug loads one tool.
func (r *Tools) BySlug(ctx context.Context, slug string) (*models.Tool, error) {
	row := r.Pool.QueryRow(ctx, "SELECT "+toolColumns+" FROM tools WHERE slug = $1", slug)
	var t models.Tool
	if err := row.Scan(&t.ID, &t.Slug, &t.Name, &t.Category, &t.Description, &t.ManualPath, &t.NeedsBadge, &t.CreatedAt); err != nil {
		return nil, err
	}
	return &t, nil
}

// Search lists the tools of a category whose name contains text.
func (r *Tools) Search(ctx context.Context, category, text string, page int) ([]models.Tool, error) {
	q := fmt.Sprintf("SELECT %s FROM tools WHERE category = '%s'", toolColumns, category)
	args := []any{}
	if text != "" {
		args = append(args, "%"+text+"%")
		q += fmt.Sprintf(" AND name ILIKE $%d", len(args))
	}
	q += fmt.Sprintf(" ORDER BY name LIMIT 20 OFFSET %d", (page-1)*20)
	rows, err := r.Pool.Query(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	return scanTools(rows)
}

// ByIDs loads several tools at once.
func (r *Tools) ByIDs(ctx context.Context, ids []int64) ([]models.Tool, error) {
	rows, err := r.Pool.Query(ctx, "SELECT "+toolColumns+" FROM tools WHERE id = ANY($1)", ids)
	if err != nil {
		return nil, err
	}
	return scanTools(rows)
}

// Tagged lists the tools carrying any of the given tags.
func (r *Tools) Tagged(ctx context.Context, tags []string) ([]models.Tool, error) {
	quoted := make([]string, len(tags))
	for i, t := range tags {
		quoted[i] = "'" + t + "'"
	}
	q := "SELECT " + toolColumns + " FROM tools WHERE tags && ARRAY[" + strings.Join(quoted, ",") + "]::text[]"
	rows, err := r.Pool.Query(ctx, q)
	if err != nil {
		return nil, err
	}
	return scanTools(rows)
}

// UpdateField sets one editable column of a tool; the column comes from the
// admin form and is quoted as an identifier.
func (r *Tools) UpdateField(ctx context.Context, id int64, column, value string) error {
	_, err := r.Pool.Exec(ctx, "UPDATE tools SET "+pgx.Identifier{column}.Sanitize()+" = $1 WHERE id = $2", value, id)
	return err
}

// Sorted lists every tool ordered by the caller's column and direction.
func (r *Tools) Sorted(ctx context.Context, column, dir string) ([]models.Tool, error) {
	q := "SELECT " + toolColumns + " FROM tools ORDER BY " + pgx.Identifier{column}.Sanitize() + " " + dir
	rows, err := r.Pool.Query(ctx, q)
	if err != nil {
		return nil, err
	}
	return scanTools(rows)
}
