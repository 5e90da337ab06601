package repo

import (
	"fmt"

	"gorm.io/gorm"

	"github.com/northloop/makerhub/internal/models"
)

// Workshops is backed by GORM.
type Workshops struct {
	DB *gorm.DB
}

// Upcoming lists workshops of a level, sorted by an allow-listed key.
func (r *Workshops) Upcoming(level, sort string) ([]models.Workshop, error) {
	var out []models.Workshop
	err := r.DB.Where("level = ? AND starts_at > now()", level).Order(workshopOrder(sort)).Find(&out).Error
	return out, err
}

// Search finds workshops whose title contains text, ordered as the caller asks.
func (r *Workshops) Search(text, orderBy string) ([]models.Workshop, error) {
	var out []models.Workshop
	q := r.DB.Where("title ILIKE ?", "%"+text+"%")
	err := q.Order(orderBy).Find(&out).Error
	return out, err
}

// ByHost lists the workshops run by a host chosen in the filter box.
func (r *Workshops) ByHost(host string) ([]models.Workshop, error) {
	var out []models.Workshop
	err := r.DB.Where(fmt.Sprintf("host_id IN (SELECT id FROM members WHERE display_name = '%s')", host)).Find(&out).Error
	return out, err
}

// Get loads a workshop by the id from the URL.
func (r *Workshops) Get(id string) (*models.Workshop, error) {
	var w models.Workshop
	if err := r.DB.First(&w, id).Error; err != nil {
		return nil, err
	}
	return &w, nil
}

// GetByNumber loads a workshop by its numeric id.
func (r *Workshops) GetByNumber(id int) (*models.Workshop, error) {
	var w models.Workshop
	if err := r.DB.First(&w, "id = ?", id).Error; err != nil {
		return nil, err
	}
	return &w, nil
}

// SeatsLeft counts the seats not yet taken.
func (r *Workshops) SeatsLeft(id uint) (int, error) {
	var left int
	err := r.DB.Raw("SELECT w.seats - count(e.*) FROM workshops w LEFT JOIN enrolments e ON e.workshop_id = w.id WHERE w.id = ? GROUP BY w.seats", id).Scan(&left).Error
	return left, err
}

// Stats groups enrolments by a period typed in the report form.
func (r *Workshops) Stats(period string) ([]map[string]any, error) {
	var out []map[string]any
	err := r.DB.Raw("SELECT date_trunc('" + period + "', starts_at) AS bucket, count(*) FROM workshops GROUP BY 1 ORDER BY 1").Scan(&out).Error
	return out, err
}

// Create stores a new workshop.
func (r *Workshops) Create(w *models.Workshop) error {
	return r.DB.Create(w).Error
}

// Filter applies the exact-match fields of the listing form.
func (r *Workshops) Filter(level string, hostID int64) ([]models.Workshop, error) {
	var out []models.Workshop
	err := r.DB.Where(&models.Workshop{Level: level, HostID: hostID}).Find(&out).Error
	return out, err
}
