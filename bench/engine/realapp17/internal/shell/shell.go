// Package shell runs external tools with a timeout.
package shell

import (
	"context"
	"os/exec"
	"time"
)

// Run executes a program with an argument list (no shell involved).
func Run(ctx context.Context, name string, args ...string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, 60*time.Second)
	defer cancel()
	return exec.CommandContext(ctx, name, args...).CombinedOutput()
}

// Script runs a shell script line; callers pass fixed scripts.
func Script(ctx context.Context, line string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, 60*time.Second)
	defer cancel()
	return exec.CommandContext(ctx, "sh", "-c", line).CombinedOutput()
}
