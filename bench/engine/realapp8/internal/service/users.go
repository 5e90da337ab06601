package service

import (
	"context"
	"errors"

	"github.com/stockroom/stockroom/internal/auth"
	"github.com/stockroom/stockroom/internal/models"
	"github.com/stockroom/stockroom/internal/notify"
	"github.com/stockroom/stockroom/internal/store"
)

var ErrBadCredentials = errors.New("bad credentials")

type Users struct {
	Store  *store.Store
	Mailer *notify.Mailer
}

func (s *Users) Authenticate(ctx context.Context, email, password string) (*models.User, error) {
	u, err := s.Store.UserByEmail(ctx, email)
	if err != nil {
		return nil, ErrBadCredentials
	}
	if !auth.CheckPassword(u.PasswordHash, password, u.LegacyHash) {
		return nil, ErrBadCredentials
	}
	if u.LegacyHash {
		// Upgrade to bcrypt now that we have the plain password.
		if h, err := auth.HashPassword(password); err == nil {
			_ = s.Store.SetPasswordHash(ctx, u.ID, h)
		}
	}
	return u, nil
}

func (s *Users) StartReset(ctx context.Context, email string) error {
	u, err := s.Store.UserByEmail(ctx, email)
	if err != nil {
		return nil // do not reveal whether the address exists
	}
	code := auth.NewResetCode()
	if err := s.Store.SaveResetToken(ctx, u.ID, code); err != nil {
		return err
	}
	return s.Mailer.ResetCode(u, code)
}

func (s *Users) List(ctx context.Context, role, sort string) ([]models.User, error) {
	if sort == "" {
		sort = "email"
	}
	return s.Store.UsersByRole(ctx, role, sort)
}
