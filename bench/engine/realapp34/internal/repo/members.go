package repo

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/northloop/makerhub/internal/models"
)

// Members reads and writes the members table.
type Members struct {
	Pool *pgxpool.Pool
}

// ByEmail is used by the login form.
func (r *Members) ByEmail(ctx context.Context, email string) (*models.Member, error) {
	var m models.Member
	err := r.Pool.QueryRow(ctx,
		"SELECT id, email, display_name, bio, password_hash, role, webhook_url FROM members WHERE lower(email) = lower($1)", email).
		Scan(&m.ID, &m.Email, &m.DisplayName, &m.Bio, &m.PasswordHash, &m.Role, &m.WebhookURL)
	if err != nil {
		return nil, err
	}
	return &m, nil
}

// ByID loads a member by number.
func (r *Members) ByID(ctx context.Context, id int64) (*models.Member, error) {
	var m models.Member
	err := r.Pool.QueryRow(ctx, fmt.Sprintf("SELECT id, email, display_name, bio, password_hash, role, webhook_url FROM members WHERE id = %d", id)).
		Scan(&m.ID, &m.Email, &m.DisplayName, &m.Bio, &m.PasswordHash, &m.Role, &m.WebhookURL)
	if err != nil {
		return nil, err
	}
	return &m, nil
}

// Directory lists members whose display name starts with prefix.
func (r *Members) Directory(ctx context.Context, prefix string) ([]models.Member, error) {
	rows, err := r.Pool.Query(ctx, "SELECT id, email, display_name, bio, '', role, '' FROM members WHERE display_name ILIKE '"+prefix+"%' ORDER BY display_name")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []models.Member
	for rows.Next() {
		var m models.Member
		if err := rows.Scan(&m.ID, &m.Email, &m.DisplayName, &m.Bio, &m.PasswordHash, &m.Role, &m.WebhookURL); err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, rows.Err()
}

// UpdateProfile saves the editable profile fields.
func (r *Members) UpdateProfile(ctx context.Context, id int64, name, bio string) error {
	_, err := r.Pool.Exec(ctx, "UPDATE members SET display_name = $1, bio = $2 WHERE id = $3", name, bio, id)
	return err
}

// SetWebhook stores the member's notification URL.
func (r *Members) SetWebhook(ctx context.Context, id int64, url string) error {
	_, err := r.Pool.Exec(ctx, "UPDATE members SET webhook_url = $1 WHERE id = $2", url, id)
	return err
}

// SetPasswordHash stores a new hash.
func (r *Members) SetPasswordHash(ctx context.Context, id int64, hash string) error {
	_, err := r.Pool.Exec(ctx, "UPDATE members SET password_hash = $1 WHERE id = $2", hash, id)
	return err
}

// Deactivate flags a member with the reason typed by an admin.
func (r *Members) Deactivate(ctx context.Context, id string, reason string) error {
	_, err := r.Pool.Exec(ctx, "UPDATE members SET active = false, reason = $1 WHERE id = "+id, reason)
	return err
}
