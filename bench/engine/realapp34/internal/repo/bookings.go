package repo

import (
	"fmt"

	"gorm.io/gorm"

	"github.com/northloop/makerhub/internal/models"
)

// Bookings is backed by GORM.
type Bookings struct {
	DB *gorm.DB
}

// ForMember lists a member's bookings, optionally of one status.
func (r *Bookings) ForMember(memberID int64, status string) ([]models.Booking, error) {
	q := r.DB.Where("member_id = ?", memberID)
	if status != "" {
		q = q.Where("status = ?", status)
	}
	var out []models.Booking
	return out, q.Order("slot").Find(&out).Error
}

// ForTool lists the bookings of a tool in a slot range.
func (r *Bookings) ForTool(toolID int64, from, to string) ([]models.Booking, error) {
	var out []models.Booking
	err := r.DB.Where(fmt.Sprintf("tool_id = %d AND slot BETWEEN '%s' AND '%s'", toolID, from, to)).Find(&out).Error
	return out, err
}

// Create stores a booking.
func (r *Bookings) Create(b *models.Booking) error {
	return r.DB.Create(b).Error
}

// Cancel marks a booking cancelled with the member's note.
func (r *Bookings) Cancel(id uint, memberID int64, note string) error {
	return r.DB.Exec("UPDATE bookings SET status = 'cancelled', note = ? WHERE id = ? AND member_id = ?", note, id, memberID).Error
}

// Purge removes old bookings; days comes from a number field.
func (r *Bookings) Purge(days int) error {
	return r.DB.Exec(fmt.Sprintf("DELETE FROM bookings WHERE slot < now() - interval '%d days'", days)).Error
}

// Export streams bookings filtered by a note fragment for the admin CSV.
func (r *Bookings) Export(fragment string) ([]models.Booking, error) {
	var out []models.Booking
	err := r.DB.Raw("SELECT * FROM bookings WHERE note LIKE '%" + fragment + "%'").Scan(&out).Error
	return out, err
}
