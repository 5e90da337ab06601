package service

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/stockroom/stockroom/internal/models"
	"github.com/stockroom/stockroom/internal/store"
)

type Items struct {
	Store *store.Store
}

var ErrInvalid = errors.New("invalid input")

func (s *Items) Search(ctx context.Context, p models.SearchParams) ([]models.Item, error) {
	p.Query = strings.TrimSpace(p.Query)
	if p.Limit <= 0 || p.Limit > 200 {
		p.Limit = 50
	}
	return s.Store.SearchItems(ctx, p)
}

func (s *Items) Get(ctx context.Context, id int64) (*models.Item, error) {
	return s.Store.ItemByID(ctx, id)
}

// ShelfSheet lists what should be on a shelf, for the printable checklist.
func (s *Items) ShelfSheet(ctx context.Context, aisle, shelf string) ([]models.Item, error) {
	loc := strings.ToUpper(aisle)
	if shelf != "" {
		loc += "-" + shelf
	}
	return s.Store.ItemsAtLocation(ctx, loc)
}

func (s *Items) Adjust(ctx context.Context, actor string, id int64, delta int) error {
	if delta == 0 || delta > 10000 || delta < -10000 {
		return ErrInvalid
	}
	if err := s.Store.AdjustQuantity(ctx, id, delta); err != nil {
		return err
	}
	s.Store.Audit(ctx, actor, "item.adjust", fmt.Sprintf("item:%d:%+d", id, delta))
	return nil
}

func (s *Items) Create(ctx context.Context, actor string, it *models.Item) error {
	if it.SKU == "" || it.Name == "" {
		return ErrInvalid
	}
	if err := s.Store.CreateItem(ctx, it); err != nil {
		return err
	}
	s.Store.Audit(ctx, actor, "item.create", it.SKU)
	return nil
}
