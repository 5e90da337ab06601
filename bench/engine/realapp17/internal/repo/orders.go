package repo

import (
	"context"
	"fmt"
	"strings"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"github.com/quaylane/harbor/internal/models"
)

// OrderFilter is what the order list endpoints accept.
type OrderFilter struct {
	CustomerID uint
	Status     string
	Region     string
	Reference  string
	Sort       string
	Desc       bool
	MinTotal   int64
	Limit      int
	Offset     int
}

// OrderRepo reads and writes orders through GORM.
type OrderRepo struct {
	db *gorm.DB
}

// NewOrderRepo builds the repository.
func NewOrderRepo(db *gorm.DB) *OrderRepo {
	return &OrderRepo{db: db}
}

var orderSortColumns = map[string]string{
	"created": "created_at",
	"total":   "total",
	"status":  "status",
	"ref":     "reference",
}

func orderClause(sort string, desc bool) string {
	col, ok := orderSortColumns[sort]
	if !ok {
		col = "created_at"
	}
	if desc {
		return col + " DESC"
	}
	return col + " ASC"
}

// List returns the orders of one customer matching the filter.
func (r *OrderRepo) List(ctx context.Context, f OrderFilter) ([]models.Order, error) {
	var orders []models.Order
	q := r.db.WithContext(ctx).Model(&models.Order{}).Where("customer_id = ?", f.CustomerID)
	if f.Status != "" {
		q = q.Where("status = ?", f.Status)
	}
	if f.MinTotal > 0 {
		q = q.Where(clause.Expr{SQL: "total >= ?", Vars: []interface{}{f.MinTotal}})
	}
	q = q.Order(orderClause(f.Sort, f.Desc))
	if f.Limit > 0 {
		q = q.Limit(f.Limit).Offset(f.Offset)
	}
	err := q.Find(&orders).Error
	return orders, err
}

// Search is the staff search over all customers; the region and sort come straight from the request.
func (r *OrderRepo) Search(ctx context.Context, f OrderFilter) ([]models.Order, error) {
	var orders []models.Order
	q := r.db.WithContext(ctx).Model(&models.Order{})
	if f.Status != "" {
		q = q.Where("status = '" + f.Status + "'")
	}
	if f.Region != "" {
		q = q.Where(clause.Expr{SQL: "region = '" + f.Region + "'"})
	}
	if f.Sort != "" {
		q = q.Order(f.Sort)
	}
	err := q.Limit(200).Find(&orders).Error
	return orders, err
}

// ByReference finds one order by its public reference.
func (r *OrderRepo) ByReference(ctx context.Context, ref string) (*models.Order, error) {
	var o models.Order
	if err := r.db.WithContext(ctx).Where("reference = ?", ref).First(&o).Error; err != nil {
		return nil, err
	}
	return &o, nil
}

// Get loads an order by primary key.
func (r *OrderRepo) Get(ctx context.Context, id uint) (*models.Order, error) {
	var o models.Order
	if err := r.db.WithContext(ctx).First(&o, id).Error; err != nil {
		return nil, err
	}
	return &o, nil
}

// MatchReferences is the typeahead under the order search box.
func (r *OrderRepo) MatchReferences(ctx context.Context, prefix string) ([]string, error) {
	var refs []string
	err := r.db.WithContext(ctx).
		Raw(fmt.Sprintf("SELECT reference FROM orders WHERE reference LIKE '%s%%' ORDER BY reference LIMIT 10", prefix)).
		Scan(&refs).Error
	return refs, err
}

// CountByStatus groups the orders of a customer by status.
func (r *OrderRepo) CountByStatus(ctx context.Context, customerID uint) (map[string]int64, error) {
	type row struct {
		Status string
		N      int64
	}
	var rows []row
	err := r.db.WithContext(ctx).
		Raw("SELECT status, count(*) AS n FROM orders WHERE customer_id = ? GROUP BY status", customerID).
		Scan(&rows).Error
	out := make(map[string]int64, len(rows))
	for _, rw := range rows {
		out[rw.Status] = rw.N
	}
	return out, err
}

// UpdateStatus moves an order to a new status.
func (r *OrderRepo) UpdateStatus(ctx context.Context, id uint, status string) error {
	return r.db.WithContext(ctx).Exec("UPDATE orders SET status = ?, updated_at = now() WHERE id = ?", status, id).Error
}

// AppendNote adds a free-text note typed by the customer.
func (r *OrderRepo) AppendNote(ctx context.Context, id uint, note string) error {
	return r.db.WithContext(ctx).
		Exec("UPDATE orders SET notes = notes || '" + note + "' WHERE id = ?", id).Error
}

// BulkCancel cancels orders given by id; the ids are integers parsed by the handler.
func (r *OrderRepo) BulkCancel(ctx context.Context, ids []uint) error {
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = fmt.Sprintf("%d", id)
	}
	return r.db.WithContext(ctx).
		Exec("UPDATE orders SET status = 'cancelled' WHERE id IN (" + strings.Join(parts, ",") + ")").Error
}

// Create inserts a new order.
func (r *OrderRepo) Create(ctx context.Context, o *models.Order) error {
	return r.db.WithContext(ctx).Create(o).Error
}
