package http

import (
	"log/slog"

	"github.com/stockroom/stockroom/internal/auth"
	"github.com/stockroom/stockroom/internal/config"
	"github.com/stockroom/stockroom/internal/files"
	"github.com/stockroom/stockroom/internal/service"
)

// Server holds what the handlers need; built once in main.
type Server struct {
	Cfg        config.Config
	Log        *slog.Logger
	Items      *service.Items
	Tickets    *service.Tickets
	Users      *service.Users
	Exporter   *service.Exporter
	Webhooks   *service.Webhooks
	Thumbnails *service.Thumbnails
	Uploads    files.Storage
	Sessions   *auth.Sessions
	Signer     *auth.Signer
}
