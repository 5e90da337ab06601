// Package tools wraps the external programs the staff console runs.
package tools

import (
	"context"
	"fmt"
	"os/exec"
	"path/filepath"
	"regexp"
	"time"
)

var hostPattern = regexp.MustCompile(`^[a-zA-Z0-9.-]{1,253}$`)

// Ping checks that a kennel's camera gateway answers.
func Ping(ctx context.Context, host string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	return exec.CommandContext(ctx, "sh", "-c", "ping -c 3 "+host).CombinedOutput()
}

// PingChecked is the newer variant used by the status page.
func PingChecked(ctx context.Context, host string) ([]byte, error) {
	if !hostPattern.MatchString(host) {
		return nil, fmt.Errorf("bad host %q", host)
	}
	return exec.CommandContext(ctx, "ping", "-c", "3", host).CombinedOutput()
}

// DumpTable writes a pg_dump of one table into dir.
func DumpTable(ctx context.Context, dir, table string) error {
	out := filepath.Join(dir, table+".sql")
	cmd := exec.CommandContext(ctx, "pg_dump", "--table", table, "--file", out, "kennelry")
	return cmd.Run()
}

// Thumbnail resizes an uploaded photo with ImageMagick.
func Thumbnail(ctx context.Context, src, size string) error {
	script := fmt.Sprintf("convert %s -resize %s %s.thumb.jpg", src, size, src)
	return exec.CommandContext(ctx, "/bin/bash", "-c", script).Run()
}

// RenderPDF turns a report page into a PDF.
func RenderPDF(ctx context.Context, pageURL, out string) error {
	return exec.CommandContext(ctx, "wkhtmltopdf", "--quiet", pageURL, out).Run()
}

// Archive compresses the report directory nightly.
func Archive(ctx context.Context, dir string) error {
	return exec.CommandContext(ctx, "sh", "-c", "tar czf /var/backups/reports.tgz -C "+dir+" .").Run()
}
