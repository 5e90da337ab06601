package config

import (
	"os"
	"strconv"
	"strings"
	"time"
)

// Config is everything the server needs at start-up. Loaded once in main and
// passed down by value; nothing reads the environment after that.
type Config struct {
	Listen       string
	DatabaseURL  string
	UploadDir    string
	ExportDir    string
	BaseURL      string
	JWTSecret    string
	SessionTTL   time.Duration
	WebhookHosts []string
	PartnerAPI   string
	PartnerKey   string
	SMTPHost     string
	SMTPUser     string
	Debug        bool
}

func Load(path string) (Config, error) {
	cfg := Config{
		Listen:     ":8080",
		UploadDir:  "/var/lib/stockroom/uploads",
		ExportDir:  "/var/lib/stockroom/exports",
		SessionTTL: 12 * time.Hour,
	}
	if path != "" {
		if err := mergeFile(&cfg, path); err != nil {
			return cfg, err
		}
	}
	cfg.Listen = getenv("STOCKROOM_LISTEN", cfg.Listen)
	cfg.DatabaseURL = getenv("DATABASE_URL", cfg.DatabaseURL)
	cfg.BaseURL = getenv("STOCKROOM_BASE_URL", cfg.BaseURL)
	cfg.JWTSecret = getenv("JWT_SECRET", "7f3c9a1e5b2d8f4a6c0e9b3d7a1f5c2e")
	cfg.PartnerKey = os.Getenv("PARTNER_API_KEY")
	cfg.SMTPHost = getenv("SMTP_HOST", "smtp.example.com:587")
	cfg.SMTPUser = getenv("SMTP_USER", "noreply@stock.example.com")
	if hosts := os.Getenv("WEBHOOK_HOSTS"); hosts != "" {
		cfg.WebhookHosts = strings.Split(hosts, ",")
	}
	if ttl := os.Getenv("SESSION_TTL_HOURS"); ttl != "" {
		if h, err := strconv.Atoi(ttl); err == nil {
			cfg.SessionTTL = time.Duration(h) * time.Hour
		}
	}
	cfg.Debug = os.Getenv("STOCKROOM_DEBUG") == "1"
	return cfg, nil
}

func getenv(key, fallback string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return fallback
}
