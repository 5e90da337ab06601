// Command makerhub runs the public Fiber API and the internal admin router.
package main

import (
	"context"
	"log"
	"net/http"
	"os"
	"os/signal"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/gofiber/fiber/v2/middleware/logger"
	"github.com/gofiber/fiber/v2/middleware/recover"

	"github.com/northloop/makerhub/config"
	"github.com/northloop/makerhub/internal/admin"
	"github.com/northloop/makerhub/internal/api"
	"github.com/northloop/makerhub/internal/db"
	"github.com/northloop/makerhub/internal/jobs"
	"github.com/northloop/makerhub/internal/outbound"
	"github.com/northloop/makerhub/internal/render"
	"github.com/northloop/makerhub/internal/repo"
)

func main() {
	cfg := config.Load()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	pool, gdb, err := db.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		log.Fatal(err)
	}
	defer pool.Close()

	pages, err := render.Load("templates")
	if err != nil {
		log.Fatal(err)
	}
	out := outbound.New(cfg.WebhookHosts, cfg.PrinterHost, config.PrinterKey())
	tools := &repo.Tools{Pool: pool}
	members := &repo.Members{Pool: pool}
	workshops := &repo.Workshops{DB: gdb}
	bookings := &repo.Bookings{DB: gdb}

	srv := &api.Server{Cfg: cfg, Tools: tools, Members: members, Workshops: workshops, Bookings: bookings, GormDB: gdb, Pages: pages, Out: out}
	app := fiber.New(fiber.Config{
		AppName:      "makerhub",
		ReadTimeout:  cfg.ReadTimeout,
		UnescapePath: true,
		BodyLimit:    8 << 20,
	})
	app.Use(recover.New(), logger.New())
	srv.Routes(app)

	adm := &admin.Admin{Cfg: cfg, Tools: tools, Members: members, Bookings: bookings, Works: workshops}
	adminSrv := &http.Server{Addr: cfg.AdminAddr, Handler: adm.Router(), ReadHeaderTimeout: 10 * time.Second}
	go func() {
		if err := adminSrv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
			log.Printf("admin: %v", err)
		}
	}()

	go jobs.Run(ctx, members, out)

	go func() {
		<-ctx.Done()
		_ = app.Shutdown()
		_ = adminSrv.Shutdown(context.Background())
	}()
	if err := app.Listen(cfg.Addr); err != nil {
		log.Fatal(err)
	}
}
