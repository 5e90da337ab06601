// Command admin is Harbor's staff console (echo) on its own port.
package main

import (
	"context"
	"log"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"

	"github.com/quaylane/harbor/internal/admin"
	"github.com/quaylane/harbor/internal/auth"
	"github.com/quaylane/harbor/internal/config"
	"github.com/quaylane/harbor/internal/directory"
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
	pool, err := repo.OpenAnalytics(context.Background(), cfg.AnalyticsURL)
	if err != nil {
		log.Fatal(err)
	}
	tokens := auth.NewTokens(cfg.JWTSecret)
	dir := directory.New(cfg.LDAP)
	exports := &storage.Store{Root: cfg.ExportDir}
	uploads := &storage.Store{Root: cfg.UploadDir}
	docs := &service.DocumentService{Store: uploads, Printer: "warehouse-1"}
	shipping := &service.ShippingService{Cfg: cfg, Client: netutil.NewClient(), Carrier: netutil.NewCarrierClient()}

	e := echo.New()
	e.HideBanner = true
	e.Use(middleware.Recover(), middleware.Logger())
	e.Renderer = admin.NewRenderer("templates/admin")

	customers := repo.NewCustomerRepo(db)
	admin.Register(e, admin.Handlers{
		Customers: admin.NewCustomerAdmin(customers, repo.NewOrderRepo(db), tokens),
		Ops:       admin.NewOpsAdmin(cfg, exports, docs, shipping),
		Imports:   admin.NewImportAdmin(uploads),
		Staff:     admin.NewStaffAdmin(dir),
		Session:   admin.NewSessionAdmin(tokens, dir),
		Reports:   admin.NewReportAdmin(repo.NewAnalytics(pool)),
	})
	log.Fatal(e.Start(cfg.AdminListen))
}
