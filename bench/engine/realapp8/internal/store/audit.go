package store

import (
	"context"
	"fmt"

	"github.com/stockroom/stockroom/internal/models"
)

func (s *Store) Audit(ctx context.Context, actor, action, target string) {
	// Best effort: an audit failure must not fail the request.
	_ = s.Gorm.WithContext(ctx).Create(&models.AuditEntry{Actor: actor, Action: action, Target: target}).Error
}

type AuditFilter struct {
	Actor  string
	Action string
	Since  string
}

func (s *Store) AuditLog(ctx context.Context, f AuditFilter) ([]models.AuditEntry, error) {
	q := s.Gorm.WithContext(ctx).Model(&models.AuditEntry{})
	if f.Actor != "" {
		q = q.Where("actor = ?", f.Actor)
	}
	if f.Action != "" {
		q = q.Where(fmt.Sprintf("action LIKE '%s%%'", f.Action))
	}
	if f.Since != "" {
		q = q.Where("created_at >= ?", f.Since)
	}
	var out []models.AuditEntry
	err := q.Order("created_at DESC").Limit(500).Find(&out).Error
	return out, err
}

func (s *Store) AuditForTarget(ctx context.Context, target string) ([]models.AuditEntry, error) {
	var out []models.AuditEntry
	err := s.Gorm.WithContext(ctx).Raw("SELECT * FROM audit_entries WHERE target = ? ORDER BY id DESC", target).Scan(&out).Error
	return out, err
}
