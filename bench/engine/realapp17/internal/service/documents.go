package service

import (
	"context"
	"fmt"
	"os/exec"
	"path/filepath"

	"github.com/quaylane/harbor/internal/shell"
	"github.com/quaylane/harbor/internal/storage"
)

// DocumentService converts and prints shipping documents.
type DocumentService struct {
	Store   *storage.Store
	Printer string
}

// ToPDF converts a stored document to PDF with LibreOffice (argument list, no shell).
func (s *DocumentService) ToPDF(ctx context.Context, stored string) (string, error) {
	full, err := s.Store.Resolve(stored)
	if err != nil {
		return "", err
	}
	_, err = shell.Run(ctx, "soffice", "--headless", "--convert-to", "pdf", "--outdir", s.Store.Root, full)
	return full[:len(full)-len(filepath.Ext(full))] + ".pdf", err
}

// Print sends a label to a printer queue chosen in the portal.
func (s *DocumentService) Print(ctx context.Context, queue, stored string, copies int) error {
	full, err := s.Store.Resolve(stored)
	if err != nil {
		return err
	}
	cmd := exec.CommandContext(ctx, "sh", "-c", fmt.Sprintf("lp -d %s -n %d %s", queue, copies, full))
	return cmd.Run()
}

// PrintDefault prints to the warehouse printer configured at start-up.
func (s *DocumentService) PrintDefault(ctx context.Context, stored string) error {
	full, err := s.Store.Resolve(stored)
	if err != nil {
		return err
	}
	return exec.CommandContext(ctx, "lp", "-d", s.Printer, full).Run()
}

// DiskUsage reports how full the document volume is.
func (s *DocumentService) DiskUsage(ctx context.Context) (string, error) {
	out, err := shell.Script(ctx, "df -h /var/lib/harbor | tail -n 1")
	return string(out), err
}
