package main

import (
	"context"
	"crypto/tls"
	"errors"
	"flag"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/stockroom/stockroom/internal/auth"
	"github.com/stockroom/stockroom/internal/config"
	"github.com/stockroom/stockroom/internal/files"
	api "github.com/stockroom/stockroom/internal/http"
	"github.com/stockroom/stockroom/internal/notify"
	"github.com/stockroom/stockroom/internal/service"
	"github.com/stockroom/stockroom/internal/store"
)

func main() {
	cfgPath := flag.String("config", os.Getenv("STOCKROOM_CONFIG"), "path to stockroom.yaml")
	flag.Parse()

	log := slog.New(slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{Level: slog.LevelInfo}))
	cfg, err := config.Load(*cfgPath)
	if err != nil {
		log.Error("config", "err", err)
		os.Exit(1)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	st, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		log.Error("store", "err", err)
		os.Exit(1)
	}
	defer st.Close()

	mailer := &notify.Mailer{Host: cfg.SMTPHost, User: cfg.SMTPUser, From: "Stockroom <" + cfg.SMTPUser + ">"}
	uploads := files.Storage{Root: cfg.UploadDir}
	srv := &api.Server{
		Cfg:        cfg,
		Log:        log,
		Items:      &service.Items{Store: st},
		Tickets:    &service.Tickets{Store: st, Mailer: mailer, OnCall: []string{"ops1@stock.example.com", "ops2@stock.example.com"}},
		Users:      &service.Users{Store: st, Mailer: mailer},
		Exporter:   &service.Exporter{Store: st, Exports: files.Storage{Root: cfg.ExportDir}, DSN: cfg.DatabaseURL},
		Webhooks:   &service.Webhooks{AllowedHosts: cfg.WebhookHosts, PartnerAPI: cfg.PartnerAPI, PartnerKey: cfg.PartnerKey},
		Thumbnails: &service.Thumbnails{Uploads: uploads},
		Uploads:    uploads,
		Sessions:   auth.NewSessions(cfg.SessionTTL),
		Signer:     auth.NewSigner(cfg.JWTSecret, 24*time.Hour),
	}

	httpServer := &http.Server{
		Addr:              cfg.Listen,
		Handler:           srv.Routes(),
		ReadHeaderTimeout: 10 * time.Second,
		WriteTimeout:      60 * time.Second,
		TLSConfig:         &tls.Config{MinVersion: tls.VersionTLS12},
	}
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		defer cancel()
		_ = httpServer.Shutdown(shutdown)
	}()

	log.Info("listening", "addr", cfg.Listen)
	if cert, key := os.Getenv("TLS_CERT"), os.Getenv("TLS_KEY"); cert != "" {
		err = httpServer.ListenAndServeTLS(cert, key)
	} else {
		err = httpServer.ListenAndServe()
	}
	if err != nil && !errors.Is(err, http.ErrServerClosed) {
		log.Error("server", "err", err)
		os.Exit(1)
	}
}
