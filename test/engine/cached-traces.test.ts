/**
 * A helper analysed in context once and answered from the inline cache for a second caller
 * (src/engine/analysis/cached-traces.ts): the cached result's trace begins where the second caller's
 * data came from, so a sink that caller reaches with it is reported at the caller's own lines and
 * never at the first caller's.
 */
import { describe, expect, it } from 'vitest';
import { analyzeFiles, type ScanResult } from '../../src/engine/index.js';

const scan = (files: Record<string, string>): Promise<ScanResult> =>
  analyzeFiles(
    Object.entries(files).map(([p, content]) => ({ path: p, content: Buffer.from(content) })),
    { parallel: false, secrets: false },
  );

const STORE = `package store

import (
	"os"
	"path/filepath"
	"strings"
)

type Store struct{ Root string }

func (s *Store) Resolve(name string) string {
	full := filepath.Join(s.Root, name)
	if !strings.HasPrefix(full, s.Root+"/") {
		return s.Root + "/missing"
	}
	return full
}

func (s *Store) Open(name string) (*os.File, error) {
	return os.Open(s.Resolve(name))
}
`;

const PRINTING = `package service

import (
	"context"
	"fmt"
	"os/exec"

	"example.com/app/store"
)

type Printing struct{ Store *store.Store }

func (p *Printing) Print(ctx context.Context, queue, name string) error {
	full := p.Store.Resolve(name)
	return exec.CommandContext(ctx, "sh", "-c", fmt.Sprintf("lp -d %s %s", queue, full)).Run()
}
`;

const HANDLERS = `package web

import (
	"net/http"

	"example.com/app/service"
	"example.com/app/store"
	"github.com/gin-gonic/gin"
)

type Docs struct {
	store    *store.Store
	printing *service.Printing
}

func (h *Docs) Preview(c *gin.Context) {
	f, err := h.store.Open(c.Param("name"))
	if err == nil {
		f.Close()
	}
	c.Status(http.StatusOK)
}

func (h *Docs) Print(c *gin.Context) {
	_ = h.printing.Print(c.Request.Context(), "warehouse", c.Query("doc"))
}
`;

describe('traces of results answered from the inline cache', () => {
  it('reports the second caller sink with its own source, not the first caller line', async () => {
    const result = await scan({ 'store/store.go': STORE, 'service/printing.go': PRINTING, 'web/docs.go': HANDLERS });
    const commands = result.findings.filter((f) => f.category === 'command-injection');
    expect(commands.length).toBeGreaterThan(0);
    for (const f of commands) {
      expect(`${f.filePath}:${f.lineNumber}`).not.toBe('web/docs.go:17');
      expect(f.trace?.[0]?.message).toContain('c.Query("doc")');
    }
    expect(commands.map((f) => `${f.filePath}:${f.lineNumber}`)).toContain('web/docs.go:25');
  });
});
