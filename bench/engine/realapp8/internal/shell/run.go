package shell

import (
	"bytes"
	"context"
	"fmt"
	"os/exec"
	"time"
)

// Run executes name with args directly (no shell) and returns stdout.
func Run(ctx context.Context, name string, args ...string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("%s: %w: %s", name, err, stderr.String())
	}
	return out, nil
}

// Pipeline runs a shell line; for the few jobs that need pipes or redirects.
func Pipeline(ctx context.Context, line string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Minute)
	defer cancel()
	out, err := exec.CommandContext(ctx, "/bin/sh", "-c", line).CombinedOutput()
	if err != nil {
		return out, fmt.Errorf("sh: %w: %s", err, out)
	}
	return out, nil
}
