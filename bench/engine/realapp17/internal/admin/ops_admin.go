package admin

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/quaylane/harbor/internal/config"
	"github.com/quaylane/harbor/internal/service"
	"github.com/quaylane/harbor/internal/shell"
	"github.com/quaylane/harbor/internal/storage"
)

// OpsAdmin is the console's operations page: network checks, archives, logs and exports.
type OpsAdmin struct {
	cfg      *config.Config
	exports  *storage.Store
	docs     *service.DocumentService
	shipping *service.ShippingService
}

// NewOpsAdmin builds the handler.
func NewOpsAdmin(cfg *config.Config, exports *storage.Store, docs *service.DocumentService, shipping *service.ShippingService) *OpsAdmin {
	return &OpsAdmin{cfg: cfg, exports: exports, docs: docs, shipping: shipping}
}

// Ping checks that a carrier gateway answers; the host is validated as an IP or a name.
func (h *OpsAdmin) Ping(c echo.Context) error {
	host := c.QueryParam("host")
	if net.ParseIP(host) == nil {
		if _, err := net.LookupHost(host); err != nil {
			return c.String(http.StatusBadRequest, "unknown host")
		}
	}
	ctx, cancel := context.WithTimeout(c.Request().Context(), 10*time.Second)
	defer cancel()
	out, _ := exec.CommandContext(ctx, "ping", "-c", "3", "--", host).CombinedOutput()
	return c.String(http.StatusOK, string(out))
}

// Trace runs traceroute through the shell so the output can be trimmed.
func (h *OpsAdmin) Trace(c echo.Context) error {
	ctx, cancel := context.WithTimeout(c.Request().Context(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "sh", "-c", "traceroute -m 12 "+c.QueryParam("host")+" | head -n 20")
	out, _ := cmd.CombinedOutput()
	return c.String(http.StatusOK, string(out))
}

// Archive packs one day's documents into the export directory.
func (h *OpsAdmin) Archive(c echo.Context) error {
	day := c.FormValue("day")
	if _, err := time.Parse("2006-01-02", day); err != nil {
		return c.String(http.StatusBadRequest, "bad day")
	}
	out := filepath.Join(h.cfg.ExportDir, "documents-"+day+".tgz")
	if _, err := shell.Run(c.Request().Context(), "tar", "-czf", out, "-C", h.cfg.DocumentDir, day); err != nil {
		return c.String(http.StatusInternalServerError, "archive failed")
	}
	label := c.FormValue("label")
	script := fmt.Sprintf("echo '%s' >> %s/archive.log", label, h.cfg.ExportDir)
	_ = exec.Command("bash", "-c", script).Run()
	return c.String(http.StatusOK, "archived")
}

// Disk shows the document volume usage.
func (h *OpsAdmin) Disk(c echo.Context) error {
	usage, err := h.docs.DiskUsage(c.Request().Context())
	if err != nil {
		return c.String(http.StatusInternalServerError, "df failed")
	}
	return c.String(http.StatusOK, usage)
}

// Logs shows the tail of a log file chosen from the list.
func (h *OpsAdmin) Logs(c echo.Context) error {
	f, err := os.Open(filepath.Join(h.cfg.LogDir, c.QueryParam("file")))
	if err != nil {
		return c.String(http.StatusNotFound, "no such log")
	}
	defer f.Close()
	data, _ := io.ReadAll(io.LimitReader(f, 1<<20))
	return c.Blob(http.StatusOK, "text/plain; charset=utf-8", data)
}

// Export downloads a generated export by name.
func (h *OpsAdmin) Export(c echo.Context) error {
	return c.Attachment(filepath.Join(h.cfg.ExportDir, c.Param("name")), c.Param("name"))
}

// ExportChecked downloads an export after resolving it inside the export store.
func (h *OpsAdmin) ExportChecked(c echo.Context) error {
	full, err := h.exports.Resolve(c.Param("name"))
	if err != nil {
		return c.String(http.StatusBadRequest, "bad name")
	}
	return c.File(full)
}

// WebhookTest posts a sample event to whatever endpoint the operator typed.
func (h *OpsAdmin) WebhookTest(c echo.Context) error {
	body, _ := json.Marshal(map[string]string{"event": "ping"})
	resp, err := http.Post(c.FormValue("endpoint"), "application/json", bytes.NewReader(body))
	if err != nil {
		return c.String(http.StatusBadGateway, err.Error())
	}
	defer resp.Body.Close()
	return c.String(http.StatusOK, resp.Status)
}

// CarrierSandbox shows what the sandbox quotes for a postcode.
func (h *OpsAdmin) CarrierSandbox(c echo.Context) error {
	resp, err := h.shipping.SandboxRates(c.Request().Context(), c.QueryParam("postcode"))
	if err != nil {
		return c.String(http.StatusBadGateway, "sandbox unavailable")
	}
	defer resp.Body.Close()
	return c.Stream(http.StatusOK, "application/json", resp.Body)
}
