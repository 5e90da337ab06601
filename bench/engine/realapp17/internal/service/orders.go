// Package service holds the business logic shared by the API and the admin service.
package service

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/quaylane/harbor/internal/models"
	"github.com/quaylane/harbor/internal/repo"
)

// ErrInvalidStatus is returned for a status outside the workflow.
var ErrInvalidStatus = errors.New("invalid status")

var statuses = map[string]bool{"draft": true, "booked": true, "in_transit": true, "delivered": true, "cancelled": true}

// OrderService is the order workflow.
type OrderService struct {
	Orders    *repo.OrderRepo
	Customers *repo.CustomerRepo
}

// List returns a customer's orders.
func (s *OrderService) List(ctx context.Context, f repo.OrderFilter) ([]models.Order, error) {
	if f.Limit <= 0 || f.Limit > 100 {
		f.Limit = 50
	}
	return s.Orders.List(ctx, f)
}

// Search is the staff-wide search.
func (s *OrderService) Search(ctx context.Context, f repo.OrderFilter) ([]models.Order, error) {
	return s.Orders.Search(ctx, f)
}

// Suggest returns reference completions.
func (s *OrderService) Suggest(ctx context.Context, prefix string) ([]string, error) {
	return s.Orders.MatchReferences(ctx, strings.TrimSpace(prefix))
}

// ChangeStatus moves an order along the workflow.
func (s *OrderService) ChangeStatus(ctx context.Context, id uint, status string) error {
	if !statuses[status] {
		return ErrInvalidStatus
	}
	return s.Orders.UpdateStatus(ctx, id, status)
}

// AddNote appends a customer note to an order.
func (s *OrderService) AddNote(ctx context.Context, id uint, note string) error {
	if len(note) > 2000 {
		return fmt.Errorf("note too long")
	}
	return s.Orders.AppendNote(ctx, id, "\n"+note)
}

// Create books a new order for a customer.
func (s *OrderService) Create(ctx context.Context, customerID uint, ref, region string, total int64) (*models.Order, error) {
	o := &models.Order{CustomerID: customerID, Reference: ref, Region: region, Total: total, Status: "draft"}
	if err := s.Orders.Create(ctx, o); err != nil {
		return nil, err
	}
	return o, nil
}
