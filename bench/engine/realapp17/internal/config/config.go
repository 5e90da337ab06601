// Package config loads Harbor's settings from a YAML file with environment overrides.
package config

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"gopkg.in/yaml.v3"
)

// LDAP holds the directory connection settings.
type LDAP struct {
	URL          string `yaml:"url"`
	BaseDN       string `yaml:"base_dn"`
	BindDN       string `yaml:"bind_dn"`
	BindPassword string `yaml:"bind_password"`
}

// Config is the whole application configuration shared by the API and the admin service.
type Config struct {
	Listen         string   `yaml:"listen"`
	AdminListen    string   `yaml:"admin_listen"`
	DatabaseURL    string   `yaml:"database_url"`
	AnalyticsURL   string   `yaml:"analytics_url"`
	JWTSecret      string   `yaml:"jwt_secret"`
	DocumentDir    string   `yaml:"document_dir"`
	UploadDir      string   `yaml:"upload_dir"`
	ExportDir      string   `yaml:"export_dir"`
	LogDir         string   `yaml:"log_dir"`
	CarrierBaseURL string   `yaml:"carrier_base_url"`
	CarrierAPIKey  string   `yaml:"-"`
	WebhookHosts   []string `yaml:"webhook_hosts"`
	LDAP           LDAP     `yaml:"ldap"`
	DevMode        bool     `yaml:"dev_mode"`
}

func getenv(key, fallback string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return fallback
}

// Load reads the YAML file named by HARBOR_CONFIG (or the default path) and applies overrides.
func Load() (*Config, error) {
	path := getenv("HARBOR_CONFIG", "/etc/harbor/harbor.yaml")
	raw, err := os.ReadFile(filepath.Clean(path))
	if err != nil {
		return nil, fmt.Errorf("read config: %w", err)
	}
	cfg := &Config{}
	if err := yaml.Unmarshal(raw, cfg); err != nil {
		return nil, fmt.Errorf("parse config: %w", err)
	}
	cfg.DatabaseURL = getenv("HARBOR_DATABASE_URL", cfg.DatabaseURL)
	cfg.AnalyticsURL = getenv("HARBOR_ANALYTICS_URL", "postgres://analytics:Wh4rfR3ports!2024@analytics-db:5432/harbor_analytics")
	cfg.JWTSecret = getenv("HARBOR_JWT_SECRET", cfg.JWTSecret)
	cfg.CarrierAPIKey = os.Getenv("HARBOR_CARRIER_API_KEY")
	cfg.LDAP.BindPassword = getenv("HARBOR_LDAP_PASSWORD", cfg.LDAP.BindPassword)
	cfg.DevMode = strings.EqualFold(os.Getenv("HARBOR_DEV"), "true")
	if cfg.DocumentDir == "" {
		cfg.DocumentDir = "/var/lib/harbor/documents"
	}
	return cfg, nil
}
