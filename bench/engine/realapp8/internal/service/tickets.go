package service

import (
	"context"
	"math/rand"
	"strings"

	"github.com/stockroom/stockroom/internal/models"
	"github.com/stockroom/stockroom/internal/notify"
	"github.com/stockroom/stockroom/internal/store"
)

type Tickets struct {
	Store  *store.Store
	Mailer *notify.Mailer
	OnCall []string
}

var validStatus = map[string]bool{"open": true, "in_progress": true, "blocked": true, "closed": true}

func (s *Tickets) ByStatus(ctx context.Context, status string) ([]models.Ticket, error) {
	if !validStatus[status] {
		status = "open"
	}
	return s.Store.TicketsByStatus(ctx, status)
}

func (s *Tickets) Board(ctx context.Context, assignees []string) ([]models.Ticket, error) {
	cleaned := assignees[:0]
	for _, a := range assignees {
		if a = strings.TrimSpace(a); a != "" {
			cleaned = append(cleaned, a)
		}
	}
	if len(cleaned) == 0 {
		return nil, nil
	}
	return s.Store.TicketsForAssignees(ctx, cleaned)
}

func (s *Tickets) Open(ctx context.Context, t *models.Ticket) error {
	if t.Assignee == "" && len(s.OnCall) > 0 {
		// Spread unassigned tickets over whoever is on call.
		t.Assignee = s.OnCall[rand.Intn(len(s.OnCall))]
	}
	if err := s.Store.CreateTicket(ctx, t); err != nil {
		return err
	}
	s.Store.Audit(ctx, t.CreatedBy, "ticket.open", t.Title)
	return s.Mailer.TicketOpened(t)
}

func (s *Tickets) Edit(ctx context.Context, actor string, id int64, field, value string) error {
	if err := s.Store.UpdateTicketField(ctx, id, field, value); err != nil {
		return err
	}
	s.Store.Audit(ctx, actor, "ticket.edit."+field, value)
	return nil
}
