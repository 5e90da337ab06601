package store

import (
	"context"
	"database/sql"
	"errors"

	"github.com/stockroom/stockroom/internal/models"
)

func (s *Store) UserByEmail(ctx context.Context, email string) (*models.User, error) {
	var u models.User
	err := s.DB.QueryRowContext(ctx,
		"SELECT id, email, display_name, role, password_hash, legacy_hash FROM users WHERE lower(email) = lower($1)", email).
		Scan(&u.ID, &u.Email, &u.DisplayName, &u.Role, &u.PasswordHash, &u.LegacyHash)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	return &u, err
}

func (s *Store) SetPasswordHash(ctx context.Context, userID int64, hash string) error {
	_, err := s.DB.ExecContext(ctx, "UPDATE users SET password_hash = $1, legacy_hash = false WHERE id = $2", hash, userID)
	return err
}

func (s *Store) SaveResetToken(ctx context.Context, userID int64, token string) error {
	_, err := s.DB.ExecContext(ctx, "INSERT INTO password_resets (user_id, token, expires_at) VALUES ($1, $2, now() + interval '1 hour')", userID, token)
	return err
}

// UsersByRole is only reachable from the admin router.
func (s *Store) UsersByRole(ctx context.Context, role, sort string) ([]models.User, error) {
	q := "SELECT id, email, display_name, role FROM users WHERE role = $1 ORDER BY " + sort
	rows, err := s.DB.QueryContext(ctx, q, role)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []models.User
	for rows.Next() {
		var u models.User
		if err := rows.Scan(&u.ID, &u.Email, &u.DisplayName, &u.Role); err != nil {
			return nil, err
		}
		out = append(out, u)
	}
	return out, rows.Err()
}
