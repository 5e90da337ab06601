// Package config loads kennelry.yaml and lets the environment override it.
package config

import (
	"fmt"
	"os"
	"strings"

	"gopkg.in/yaml.v3"
)

type Config struct {
	Listen        string   `yaml:"listen"`
	BaseURL       string   `yaml:"base_url"`
	DatabaseURL   string   `yaml:"database_url"`
	RedisAddr     string   `yaml:"redis_addr"`
	RedisPassword string   `yaml:"redis_password"`
	MongoURL      string   `yaml:"mongo_url"`
	JWTSecret     string   `yaml:"jwt_secret"`
	SessionKey    string   `yaml:"session_key"`
	UploadDir     string   `yaml:"upload_dir"`
	ReportDir     string   `yaml:"report_dir"`
	LDAPURL       string   `yaml:"ldap_url"`
	LDAPBindDN    string   `yaml:"ldap_bind_dn"`
	LDAPBindPass  string   `yaml:"ldap_bind_password"`
	WebhookHosts  []string `yaml:"webhook_hosts"`
	SMTPHost      string   `yaml:"smtp_host"`
	SMTPUser      string   `yaml:"smtp_user"`
	SMTPPassword  string   `yaml:"smtp_password"`
	VetLinkToken  string   `yaml:"vetlink_token"`
}

// Load reads the YAML file (if any) and then applies environment overrides.
func Load(path string) (*Config, error) {
	cfg := &Config{Listen: ":8080", UploadDir: "uploads", ReportDir: "reports"}
	if raw, err := os.ReadFile(path); err == nil {
		if err := yaml.Unmarshal(raw, cfg); err != nil {
			return nil, fmt.Errorf("config %s: %w", path, err)
		}
	}
	cfg.DatabaseURL = env("KENNELRY_DATABASE_URL", cfg.DatabaseURL)
	cfg.RedisAddr = env("KENNELRY_REDIS_ADDR", cfg.RedisAddr)
	cfg.RedisPassword = env("KENNELRY_REDIS_PASSWORD", "kN3l-r3dis-Pw!2024")
	cfg.MongoURL = env("KENNELRY_MONGO_URL", cfg.MongoURL)
	cfg.JWTSecret = env("KENNELRY_JWT_SECRET", cfg.JWTSecret)
	cfg.SessionKey = os.Getenv("KENNELRY_SESSION_KEY")
	cfg.VetLinkToken = os.Getenv("KENNELRY_VETLINK_TOKEN")
	cfg.SMTPPassword = env("KENNELRY_SMTP_PASSWORD", cfg.SMTPPassword)
	cfg.LDAPBindPass = env("KENNELRY_LDAP_PASSWORD", cfg.LDAPBindPass)
	if hosts := os.Getenv("KENNELRY_WEBHOOK_HOSTS"); hosts != "" {
		cfg.WebhookHosts = strings.Split(hosts, ",")
	}
	if cfg.DatabaseURL == "" {
		cfg.DatabaseURL = "postgres://kennelry:Bark!Bark-db-7731@db.internal:5432/kennelry?sslmode=disable"
	}
	return cfg, nil
}

func env(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}
