// Command api is Harbor's customer-facing API and portal (gin).
package main

import (
	"context"
	"crypto/tls"
	"log"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/quaylane/harbor/internal/api"
	"github.com/quaylane/harbor/internal/auth"
	"github.com/quaylane/harbor/internal/config"
	"github.com/quaylane/harbor/internal/netutil"
	"github.com/quaylane/harbor/internal/repo"
	"github.com/quaylane/harbor/internal/service"
	"github.com/quaylane/harbor/internal/storage"
)

func main() {
	cfg, err := config.Load()
	if err != nil {
		log.Fatal(err)
	}
	db, err := repo.Open(cfg.DatabaseURL, cfg.DevMode)
	if err != nil {
		log.Fatal(err)
	}
	orders := repo.NewOrderRepo(db)
	customers := repo.NewCustomerRepo(db)
	tokens := auth.NewTokens(cfg.JWTSecret)
	uploads := &storage.Store{Root: cfg.UploadDir}

	orderSvc := &service.OrderService{Orders: orders, Customers: customers}
	shipping := &service.ShippingService{Cfg: cfg, Client: netutil.NewClient(), Carrier: netutil.NewCarrierClient()}
	webhooks := &service.WebhookService{Allowed: netutil.NewAllowList(cfg.WebhookHosts), Client: netutil.NewClient()}
	docs := &service.DocumentService{Store: uploads, Printer: "warehouse-1"}

	if !cfg.DevMode {
		gin.SetMode(gin.ReleaseMode)
	}
	r := gin.New()
	mw := &api.Middleware{Tokens: tokens}
	r.Use(gin.Recovery(), api.AccessLog, mw.LegacyRole)
	r.LoadHTMLGlob("templates/api/*.html")
	r.Static("/static", "./web/static")

	api.Register(r, api.Handlers{
		Orders:    api.NewOrderHandler(orderSvc),
		Portal:    api.NewPortalHandler(orderSvc, orders),
		Documents: api.NewDocumentHandler(cfg, uploads, docs),
		Auth:      api.NewAuthHandler(tokens, customers),
		Tracking:  api.NewTrackingHandler(shipping, webhooks, customers),
		Labels:    api.NewLabelHandler(orders),
		Mw:        mw,
	})

	srv := &http.Server{
		Addr:              cfg.Listen,
		Handler:           r,
		ReadHeaderTimeout: 5 * time.Second,
		TLSConfig:         &tls.Config{MinVersion: tls.VersionTLS12},
	}
	go func() {
		if err := srv.ListenAndServeTLS("/etc/harbor/tls.crt", "/etc/harbor/tls.key"); err != nil && err != http.ErrServerClosed {
			log.Fatal(err)
		}
	}()
	<-context.Background().Done()
}
