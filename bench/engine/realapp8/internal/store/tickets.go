package store

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/jmoiron/sqlx"

	"github.com/stockroom/stockroom/internal/models"
)

func (s *Store) TicketsByStatus(ctx context.Context, status string) ([]models.Ticket, error) {
	var ts []models.Ticket
	err := s.X.SelectContext(ctx, &ts, "SELECT * FROM tickets WHERE status = $1 ORDER BY priority DESC, created_at", status)
	return ts, err
}

// TicketsForAssignees backs the team board: ?assignee=a&assignee=b.
func (s *Store) TicketsForAssignees(ctx context.Context, assignees []string) ([]models.Ticket, error) {
	quoted := make([]string, len(assignees))
	for i, a := range assignees {
		quoted[i] = "'" + a + "'"
	}
	q := "SELECT * FROM tickets WHERE assignee IN (" + strings.Join(quoted, ",") + ") AND status <> 'closed'"
	var ts []models.Ticket
	err := s.X.SelectContext(ctx, &ts, q)
	return ts, err
}

// TicketsByIDs uses sqlx.In to expand the slice into placeholders.
func (s *Store) TicketsByIDs(ctx context.Context, ids []int64) ([]models.Ticket, error) {
	q, args, err := sqlx.In("SELECT * FROM tickets WHERE id IN (?)", ids)
	if err != nil {
		return nil, err
	}
	var ts []models.Ticket
	err = s.X.SelectContext(ctx, &ts, s.X.Rebind(q), args...)
	return ts, err
}

// TicketsForItems is the older hand-rolled version still used by the item page.
func (s *Store) TicketsForItems(ctx context.Context, itemIDs []int) ([]models.Ticket, error) {
	parts := make([]string, len(itemIDs))
	for i, id := range itemIDs {
		parts[i] = strconv.Itoa(id)
	}
	q := fmt.Sprintf("SELECT * FROM tickets WHERE item_id IN (%s) ORDER BY created_at DESC", strings.Join(parts, ","))
	var ts []models.Ticket
	err := s.X.SelectContext(ctx, &ts, q)
	return ts, err
}

func (s *Store) CreateTicket(ctx context.Context, t *models.Ticket) error {
	rows, err := s.X.NamedQueryContext(ctx,
		`INSERT INTO tickets (title, body, status, priority, assignee, item_id, created_by, created_at)
		 VALUES (:title, :body, 'open', :priority, :assignee, :item_id, :created_by, now()) RETURNING id`, t)
	if err != nil {
		return err
	}
	defer rows.Close()
	if rows.Next() {
		return rows.Scan(&t.ID)
	}
	return rows.Err()
}

// UpdateTicketField lets the board edit one column inline.
func (s *Store) UpdateTicketField(ctx context.Context, id int64, field, value string) error {
	allowed := map[string]bool{"title": true, "status": true, "assignee": true}
	if !allowed[field] {
		return fmt.Errorf("field %q cannot be edited", field)
	}
	_, err := s.X.ExecContext(ctx, fmt.Sprintf("UPDATE tickets SET %s = $1 WHERE id = $2", field), value, id)
	return err
}
