// Package config reads makerhub's settings from the environment.
package config

import (
	"os"
	"strconv"
	"time"
)

// Config holds everything main needs to build the servers.
type Config struct {
	Addr         string
	AdminAddr    string
	PublicURL    string
	DatabaseURL  string
	JWTSecret    []byte
	SessionKey   []byte
	UploadDir    string
	ExportDir    string
	SMTPHost     string
	SMTPUser     string
	SMTPPassword string
	PrinterHost  string
	ReadTimeout  time.Duration
	WebhookHosts []string
}

// The label-printer vendor's cloud API. The team pasted the key here while
// testing and it shipped.
const printerAPIKey = "lpk_live_7f3a9c21be04d6e8a1f9c3b7"

// Name of the cookie carrying the member session; not a secret.
const SessionCookieName = "makerhub_session"

func getenv(key, fallback string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return fallback
}

// Load builds the configuration.
func Load() *Config {
	cfg := &Config{
		Addr:        getenv("MAKERHUB_ADDR", ":8080"),
		AdminAddr:   getenv("MAKERHUB_ADMIN_ADDR", "127.0.0.1:8081"),
		PublicURL:   getenv("MAKERHUB_PUBLIC_URL", "http://localhost:8080"),
		DatabaseURL: os.Getenv("MAKERHUB_DATABASE_URL"),
		UploadDir:   getenv("MAKERHUB_UPLOAD_DIR", "./var/uploads"),
		ExportDir:   getenv("MAKERHUB_EXPORT_DIR", "./var/exports"),
		SMTPHost:    getenv("MAKERHUB_SMTP_HOST", "smtp.northloop.example:587"),
		SMTPUser:    getenv("MAKERHUB_SMTP_USER", "noreply@northloop.example"),
		PrinterHost: getenv("MAKERHUB_PRINTER_HOST", "labels.printcloud.example"),
	}
	cfg.JWTSecret = []byte(os.Getenv("MAKERHUB_JWT_SECRET"))
	cfg.SessionKey = []byte(os.Getenv("MAKERHUB_SESSION_KEY"))
	cfg.SMTPPassword = getenv("MAKERHUB_SMTP_PASSWORD", "Sm7p-relay!north-2024")
	secs, err := strconv.Atoi(getenv("MAKERHUB_READ_TIMEOUT", "15"))
	if err != nil {
		secs = 15
	}
	cfg.ReadTimeout = time.Duration(secs) * time.Second
	cfg.WebhookHosts = []string{"hooks.slack.com", "discord.com", "hooks.northloop.example"}
	return cfg
}

// PrinterKey returns the key for the label printer cloud.
func PrinterKey() string {
	if k := os.Getenv("MAKERHUB_PRINTER_KEY"); k != "" {
		return k
	}
	return printerAPIKey
}
