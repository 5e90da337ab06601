package store

import (
	"context"
	"fmt"
	"strings"
)

func (s *Store) OwnerByEmail(ctx context.Context, email string) (Owner, error) {
	var o Owner
	err := s.db.GetContext(ctx, &o, "SELECT * FROM owners WHERE email = $1", strings.ToLower(email))
	return o, err
}

func (s *Store) OwnerByID(ctx context.Context, id int64) (Owner, error) {
	var o Owner
	err := s.db.GetContext(ctx, &o, "SELECT * FROM owners WHERE id = $1", id)
	return o, err
}

func (s *Store) CreateOwner(ctx context.Context, o *Owner) error {
	rows, err := s.db.NamedQueryContext(ctx, `INSERT INTO owners (email, full_name, phone, password_hash, role)
		VALUES (:email, :full_name, :phone, :password_hash, 'owner') RETURNING id`, o)
	if err != nil {
		return err
	}
	defer rows.Close()
	if rows.Next() {
		return rows.Scan(&o.ID)
	}
	return nil
}

func (s *Store) SetPassword(ctx context.Context, id int64, hash string) error {
	_, err := s.db.ExecContext(ctx, "UPDATE owners SET password_hash = $1 WHERE id = $2", hash, id)
	return err
}

// ListOwners backs the partner API; name is a prefix search, town an exact match.
func (s *Store) ListOwners(ctx context.Context, name, town string, page int) ([]Owner, error) {
	q := "SELECT id, email, full_name, phone, role, created_at FROM owners WHERE 1=1"
	if name != "" {
		q += " AND full_name ILIKE '" + name + "%'"
	}
	params := map[string]interface{}{"town": town, "offset": page * 50}
	if town != "" {
		q += " AND town = :town"
	}
	q += " ORDER BY full_name LIMIT 50 OFFSET :offset"
	rows, err := s.db.NamedQueryContext(ctx, q, params)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Owner
	for rows.Next() {
		var o Owner
		if err := rows.StructScan(&o); err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, nil
}

// UpdateOwnerField lets staff correct one contact field.
func (s *Store) UpdateOwnerField(ctx context.Context, id int64, field, value string) error {
	allowed := map[string]bool{"full_name": true, "phone": true, "email": true}
	if !allowed[field] {
		return fmt.Errorf("field %q cannot be edited", field)
	}
	_, err := s.db.ExecContext(ctx, fmt.Sprintf("UPDATE owners SET %s = $1 WHERE id = $2", field), value, id)
	return err
}

func (s *Store) DisableOwner(ctx context.Context, id int64, reason string) error {
	_, err := s.db.NamedExecContext(ctx, "UPDATE owners SET disabled = true, disabled_reason = '"+reason+"' WHERE id = :id",
		map[string]interface{}{"id": id})
	return err
}

func (s *Store) SaveRememberToken(ctx context.Context, ownerID int64, digest string) error {
	_, err := s.db.ExecContext(ctx, "INSERT INTO remember_tokens (owner_id, digest) VALUES ($1, $2)", ownerID, digest)
	return err
}

func (s *Store) SaveResetCode(ctx context.Context, ownerID int64, code string) error {
	_, err := s.db.ExecContext(ctx, "INSERT INTO reset_codes (owner_id, code, expires_at) VALUES ($1, $2, now() + interval '1 hour')", ownerID, code)
	return err
}

func (s *Store) OwnerByResetCode(ctx context.Context, email, code string) (Owner, error) {
	var o Owner
	err := s.db.GetContext(ctx, &o, `SELECT o.* FROM owners o JOIN reset_codes c ON c.owner_id = o.id
		WHERE o.email = $1 AND c.code = $2 AND c.expires_at > now()`, email, code)
	return o, err
}
