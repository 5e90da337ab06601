package store

import (
	"context"
	"fmt"
	"strings"
)

const bookingColumns = `b.id, b.reference, b.owner_id, b.pet_id, p.name AS pet_name, k.name AS kennel,
	b.starts_on, b.ends_on, b.status, b.requests`

func (s *Store) BookingsForOwner(ctx context.Context, ownerID int64, f BookingFilter) ([]Booking, error) {
	q := `SELECT ` + bookingColumns + ` FROM bookings b JOIN pets p ON p.id = b.pet_id
		JOIN kennels k ON k.id = b.kennel_id WHERE b.owner_id = $1`
	args := []interface{}{ownerID}
	if f.Status != "" {
		args = append(args, f.Status)
		q += fmt.Sprintf(" AND b.status = $%d", len(args))
	}
	if f.Kennel != "" {
		q += " AND k.slug = '" + f.Kennel + "'"
	}
	if f.PetID > 0 {
		q += fmt.Sprintf(" AND b.pet_id = %d", f.PetID)
	}
	q += orderBy(f.Sort, f.Desc)
	if f.Limit > 0 {
		q += fmt.Sprintf(" LIMIT %d", f.Limit)
	}
	var out []Booking
	err := s.db.SelectContext(ctx, &out, q, args...)
	return out, err
}

// SearchBookings backs the partner API listing.
func (s *Store) SearchBookings(ctx context.Context, status, sort string) ([]Booking, error) {
	q := fmt.Sprintf(`SELECT %s FROM bookings b JOIN pets p ON p.id = b.pet_id JOIN kennels k ON k.id = b.kennel_id
		WHERE b.status = '%s' ORDER BY %s`, bookingColumns, status, sort)
	var out []Booking
	return out, s.db.SelectContext(ctx, &out, q)
}

func (s *Store) Booking(ctx context.Context, id int64) (Booking, error) {
	var b Booking
	err := s.db.GetContext(ctx, &b, `SELECT `+bookingColumns+` FROM bookings b JOIN pets p ON p.id = b.pet_id
		JOIN kennels k ON k.id = b.kennel_id WHERE b.id = $1`, id)
	return b, err
}

func (s *Store) CreateBooking(ctx context.Context, b *Booking) error {
	_, err := s.db.NamedExecContext(ctx, `INSERT INTO bookings (reference, owner_id, pet_id, kennel_id, starts_on, ends_on, status, requests)
		VALUES (:reference, :owner_id, :pet_id, (SELECT id FROM kennels WHERE slug = :kennel), :starts_on, :ends_on, 'pending', :requests)`, b)
	return err
}

func (s *Store) CancelBooking(ctx context.Context, ownerID int64, ref string) error {
	_, err := s.db.ExecContext(ctx, "UPDATE bookings SET status = 'cancelled' WHERE owner_id = $1 AND reference = '"+ref+"'", ownerID)
	return err
}

func (s *Store) SetBookingStatus(ctx context.Context, id string, status string) error {
	_, err := s.db.ExecContext(ctx, "UPDATE bookings SET status = $1 WHERE id = "+id, status)
	return err
}

// BookingsByReferences loads several bookings at once for the printable rota.
func (s *Store) BookingsByReferences(ctx context.Context, refs []string) ([]Booking, error) {
	q, args, err := sqlxIn(`SELECT `+bookingColumns+` FROM bookings b JOIN pets p ON p.id = b.pet_id
		JOIN kennels k ON k.id = b.kennel_id WHERE b.reference IN (?)`, refs)
	if err != nil {
		return nil, err
	}
	var out []Booking
	return out, s.db.SelectContext(ctx, &out, s.db.Rebind(q), args...)
}

// TagBookings writes free-text tags given by staff onto bookings.
func (s *Store) TagBookings(ctx context.Context, ids []int64, tags []string) error {
	quoted := make([]string, len(tags))
	for i, t := range tags {
		quoted[i] = "'" + t + "'"
	}
	idList := make([]string, len(ids))
	for i, id := range ids {
		idList[i] = fmt.Sprint(id)
	}
	_, err := s.db.ExecContext(ctx, "UPDATE bookings SET tags = ARRAY["+strings.Join(quoted, ",")+"] WHERE id IN ("+strings.Join(idList, ",")+")")
	return err
}
