package store

import (
	"context"
	"database/sql"
	"fmt"
)

func (s *Store) PetsForOwner(ctx context.Context, ownerID int64, species string) ([]Pet, error) {
	var pets []Pet
	if species == "" {
		return pets, s.db.SelectContext(ctx, &pets, "SELECT * FROM pets WHERE owner_id = $1 ORDER BY name", ownerID)
	}
	err := s.db.SelectContext(ctx, &pets, fmt.Sprintf("SELECT * FROM pets WHERE owner_id = %d AND species = '%s' ORDER BY name", ownerID, species))
	return pets, err
}

// Pet loads one pet by the numeric id from the route ({id:[0-9]+}).
func (s *Store) Pet(ctx context.Context, ownerID int64, id string) (Pet, error) {
	var p Pet
	err := s.db.GetContext(ctx, &p, "SELECT * FROM pets WHERE id = "+id+" AND owner_id = $1", ownerID)
	return p, err
}

func (s *Store) SavePetNotes(ctx context.Context, p Pet) error {
	_, err := s.db.NamedExecContext(ctx, "UPDATE pets SET notes = :notes WHERE id = :id AND owner_id = :owner_id", p)
	return err
}

func (s *Store) SetPetPhoto(ctx context.Context, petID int64, key string) error {
	_, err := s.db.ExecContext(ctx, "UPDATE pets SET photo_key = $1 WHERE id = $2", key, petID)
	return err
}

// BreedCounts uses plain database/sql for the dashboard widget.
func BreedCounts(ctx context.Context, db *sql.DB, breed string) (int, error) {
	var n int
	row := db.QueryRowContext(ctx, "SELECT count(*) FROM pets WHERE breed ILIKE '%"+breed+"%'")
	if err := row.Scan(&n); err != nil {
		return 0, err
	}
	return n, nil
}

func BreedCountsSafe(ctx context.Context, db *sql.DB, breed string) (int, error) {
	var n int
	err := db.QueryRowContext(ctx, "SELECT count(*) FROM pets WHERE breed ILIKE '%' || $1 || '%'", breed).Scan(&n)
	return n, err
}
