package main

import (
	"context"
	"flag"
	"log"
	"net/http"
	"time"

	"github.com/jmoiron/sqlx"
	_ "github.com/lib/pq"
	"github.com/redis/go-redis/v9"
	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"

	"github.com/kennelry/kennelry/internal/cache"
	"github.com/kennelry/kennelry/internal/config"
	"github.com/kennelry/kennelry/internal/directory"
	"github.com/kennelry/kennelry/internal/outbound"
	"github.com/kennelry/kennelry/internal/store"
	"github.com/kennelry/kennelry/internal/views"
	"github.com/kennelry/kennelry/internal/web"
)

func main() {
	cfgPath := flag.String("config", "kennelry.yaml", "path to the configuration file")
	flag.Parse()

	cfg, err := config.Load(*cfgPath)
	if err != nil {
		log.Fatal(err)
	}
	db, err := sqlx.Connect("postgres", cfg.DatabaseURL)
	if err != nil {
		log.Fatalf("database: %v", err)
	}
	rdb := redis.NewClient(&redis.Options{Addr: cfg.RedisAddr, Password: cfg.RedisPassword})

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	mc, err := mongo.Connect(ctx, options.Client().ApplyURI(cfg.MongoURL))
	if err != nil {
		log.Fatalf("mongo: %v", err)
	}

	tmpl, err := views.Load("templates")
	if err != nil {
		log.Fatalf("templates: %v", err)
	}

	h := &web.Handlers{
		Cfg:       cfg,
		Store:     store.New(db),
		Activity:  store.NewActivityLog(mc.Database("kennelry")),
		Cache:     cache.New(rdb),
		Views:     tmpl,
		Directory: directory.New(cfg.LDAPURL, cfg.LDAPBindDN, cfg.LDAPBindPass),
		Outbound:  outbound.New(cfg.WebhookHosts),
	}
	srv := &http.Server{
		Addr:              cfg.Listen,
		Handler:           web.NewRouter(h),
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Printf("kennelry listening on %s", cfg.Listen)
	log.Fatal(srv.ListenAndServe())
}
