package service

import (
	"context"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/stockroom/stockroom/internal/files"
	"github.com/stockroom/stockroom/internal/models"
	"github.com/stockroom/stockroom/internal/shell"
	"github.com/stockroom/stockroom/internal/store"
)

type Exporter struct {
	Store   *store.Store
	Exports files.Storage
	DSN     string
}

// ItemsCSV writes the search result to a CSV in the export dir and returns its name.
func (e *Exporter) ItemsCSV(ctx context.Context, p models.SearchParams) (string, error) {
	items, err := e.Store.SearchItems(ctx, p)
	if err != nil {
		return "", err
	}
	name := fmt.Sprintf("items-%s.csv", time.Now().UTC().Format("20060102-150405"))
	f, err := os.Create(e.Exports.Path(name))
	if err != nil {
		return "", err
	}
	defer f.Close()
	w := csv.NewWriter(f)
	_ = w.Write([]string{"sku", "name", "category", "location", "quantity"})
	for _, it := range items {
		_ = w.Write([]string{it.SKU, it.Name, it.Category, it.Location, strconv.Itoa(it.Quantity)})
	}
	w.Flush()
	return name, w.Error()
}

// Archive tars the export directory for download by the accountant.
func (e *Exporter) Archive(ctx context.Context) (string, error) {
	name := "exports-" + time.Now().UTC().Format("2006-01") + ".tar.gz"
	out := filepath.Join(os.TempDir(), name)
	if _, err := shell.Run(ctx, "tar", "-czf", out, "-C", e.Exports.Root, "."); err != nil {
		return "", err
	}
	return out, nil
}

// Snapshot dumps one table, compressed, into the export dir. The label lets
// people tell snapshots apart ("before-stocktake", "q3").
func (e *Exporter) Snapshot(ctx context.Context, table, label string) (string, error) {
	allowed := map[string]bool{"items": true, "tickets": true, "audit_entries": true}
	if !allowed[table] {
		return "", ErrInvalid
	}
	name := fmt.Sprintf("%s-%s.sql.gz", table, label)
	line := fmt.Sprintf("pg_dump --table=%s '%s' | gzip > %s", table, e.DSN, e.Exports.Path(name))
	if _, err := shell.Pipeline(ctx, line); err != nil {
		return "", err
	}
	return name, nil
}

// DiskUsage feeds the admin dashboard.
func (e *Exporter) DiskUsage(ctx context.Context) (string, error) {
	out, err := shell.Pipeline(ctx, "du -sh /var/lib/stockroom/* | sort -h")
	return string(out), err
}
