package repo

import (
	"context"

	"gorm.io/gorm"

	"github.com/quaylane/harbor/internal/models"
)

// CustomerRepo reads and writes customers and users.
type CustomerRepo struct {
	db *gorm.DB
}

// NewCustomerRepo builds the repository.
func NewCustomerRepo(db *gorm.DB) *CustomerRepo {
	return &CustomerRepo{db: db}
}

// ByEmail finds a customer with struct conditions (GORM parameterises them).
func (r *CustomerRepo) ByEmail(ctx context.Context, email string) (*models.Customer, error) {
	var c models.Customer
	if err := r.db.WithContext(ctx).Where(&models.Customer{Email: email}).First(&c).Error; err != nil {
		return nil, err
	}
	return &c, nil
}

// Search looks customers up by name for the admin console.
func (r *CustomerRepo) Search(ctx context.Context, name, tier string) ([]models.Customer, error) {
	var out []models.Customer
	q := r.db.WithContext(ctx).Where("name ILIKE ?", "%"+name+"%")
	if tier != "" {
		q = q.Where("tier = " + tier)
	}
	err := q.Order("name").Limit(100).Find(&out).Error
	return out, err
}

// UserByName loads a login account.
func (r *CustomerRepo) UserByName(ctx context.Context, username string) (*models.User, error) {
	var u models.User
	if err := r.db.WithContext(ctx).First(&u, "username = ?", username).Error; err != nil {
		return nil, err
	}
	return &u, nil
}

// UserByAPIKeyHash finds the account owning an API key.
func (r *CustomerRepo) UserByAPIKeyHash(ctx context.Context, hash string) (*models.User, error) {
	var u models.User
	err := r.db.WithContext(ctx).Where(map[string]interface{}{"api_key_hash": hash, "disabled": false}).First(&u).Error
	if err != nil {
		return nil, err
	}
	return &u, nil
}

// SetRole changes a staff member's role.
func (r *CustomerRepo) SetRole(ctx context.Context, userID uint, role string) error {
	return r.db.WithContext(ctx).Model(&models.User{}).Where("id = ?", userID).Update("role", role).Error
}

// Webhooks lists the callbacks of a customer.
func (r *CustomerRepo) Webhooks(ctx context.Context, customerID uint) ([]models.Webhook, error) {
	var hooks []models.Webhook
	err := r.db.WithContext(ctx).Where("customer_id = ?", customerID).Find(&hooks).Error
	return hooks, err
}

// DisableUsers disables accounts whose username matches a pattern typed by an admin.
func (r *CustomerRepo) DisableUsers(ctx context.Context, pattern string) (int64, error) {
	res := r.db.WithContext(ctx).Exec("UPDATE users SET disabled = true WHERE username LIKE ?", pattern)
	return res.RowsAffected, res.Error
}
