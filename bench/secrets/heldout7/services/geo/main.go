package main

import (
	"log"
	"net/http"

	"github.com/tidewater/geo/internal/config"
	"github.com/getsentry/sentry-go"
)

const sentryDSN = "https://f17deaf149861ca789dc5932e9004895@o731158.ingest.sentry.io/9828988"
const buildCommit = "963cd7864f7d850d515389b2dd5dbb64203ee985"

func main() {
	cfg := config.Load()
	if err := sentry.Init(sentry.ClientOptions{Dsn: sentryDSN, Release: buildCommit}); err != nil {
		log.Fatal(err)
	}
	srv := &http.Server{Addr: ":8080", ReadTimeout: cfg.ReadTimeout}
	log.Fatal(srv.ListenAndServe())
}
