package store

import "context"

func (s *Store) KennelBySlug(ctx context.Context, slug string) (Kennel, error) {
	var k Kennel
	err := s.db.GetContext(ctx, &k, "SELECT id, slug, name, town, description FROM kennels WHERE slug = $1", slug)
	return k, err
}

func (s *Store) ReviewsForKennel(ctx context.Context, kennelID int64, minStars int) ([]Review, error) {
	var out []Review
	err := s.db.SelectContext(ctx, &out, "SELECT * FROM reviews WHERE kennel_id = $1 AND stars >= $2 ORDER BY created_at DESC", kennelID, minStars)
	return out, err
}

func (s *Store) AddReview(ctx context.Context, r Review) error {
	_, err := s.db.NamedExecContext(ctx, `INSERT INTO reviews (kennel_id, author, stars, body, created_at)
		VALUES (:kennel_id, :author, :stars, :body, now())`, r)
	return err
}

func (s *Store) SearchKennels(ctx context.Context, town string) ([]Kennel, error) {
	var out []Kennel
	err := s.db.SelectContext(ctx, &out, "SELECT id, slug, name, town, description FROM kennels WHERE town ILIKE $1 ORDER BY name", town+"%")
	return out, err
}

func (s *Store) Document(ctx context.Context, ownerID, id int64) (Document, error) {
	var d Document
	err := s.db.GetContext(ctx, &d, "SELECT * FROM documents WHERE id = $1 AND owner_id = $2", id, ownerID)
	return d, err
}
