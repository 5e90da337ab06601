package config

import (
	"fmt"
	"os"

	"gopkg.in/yaml.v3"
)

type fileConfig struct {
	Listen       string   `yaml:"listen"`
	DatabaseURL  string   `yaml:"database_url"`
	UploadDir    string   `yaml:"upload_dir"`
	ExportDir    string   `yaml:"export_dir"`
	BaseURL      string   `yaml:"base_url"`
	JWTSecret    string   `yaml:"jwt_secret"`
	WebhookHosts []string `yaml:"webhook_hosts"`
	PartnerAPI   string   `yaml:"partner_api"`
}

// mergeFile overlays the YAML file on cfg; empty keys keep the defaults.
func mergeFile(cfg *Config, path string) error {
	raw, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("config: %w", err)
	}
	var fc fileConfig
	if err := yaml.Unmarshal(raw, &fc); err != nil {
		return fmt.Errorf("config %s: %w", path, err)
	}
	set := func(dst *string, v string) {
		if v != "" {
			*dst = v
		}
	}
	set(&cfg.Listen, fc.Listen)
	set(&cfg.DatabaseURL, fc.DatabaseURL)
	set(&cfg.UploadDir, fc.UploadDir)
	set(&cfg.ExportDir, fc.ExportDir)
	set(&cfg.BaseURL, fc.BaseURL)
	set(&cfg.JWTSecret, fc.JWTSecret)
	set(&cfg.PartnerAPI, fc.PartnerAPI)
	if len(fc.WebhookHosts) > 0 {
		cfg.WebhookHosts = fc.WebhookHosts
	}
	return nil
}
