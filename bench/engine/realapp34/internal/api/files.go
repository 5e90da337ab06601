package api

import (
	"os/exec"
	"path/filepath"
	"strconv"

	"github.com/gofiber/fiber/v2"

	"github.com/northloop/makerhub/internal/security"
	"github.com/northloop/makerhub/internal/storage"
)

func etagOf(body []byte) string {
	return security.ETag(body)
}

// ToolManual sends the PDF manual of a tool; the file name comes from the
// "file" query so translated manuals can be picked.
func (s *Server) ToolManual(c *fiber.Ctx) error {
	name := c.Query("file")
	if name == "" {
		tool, err := s.Tools.BySlug(c.Context(), c.Params("slug"))
		if err != nil {
			return fiber.ErrNotFound
		}
		return c.SendFile(filepath.Join(s.Cfg.UploadDir, "manuals", filepath.Base(tool.ManualPath)))
	}
	return c.SendFile(filepath.Join(s.Cfg.UploadDir, "manuals", name))
}

// DownloadManual offers the manual as an attachment, checked against the folder.
func (s *Server) DownloadManual(c *fiber.Ctx) error {
	full, err := storage.Inside(filepath.Join(s.Cfg.UploadDir, "manuals"), c.Query("file"))
	if err != nil {
		return fiber.ErrForbidden
	}
	return c.Download(full, c.Params("slug")+".pdf")
}

// ExportFile hands an admin export to the API client by name.
func (s *Server) ExportFile(c *fiber.Ctx) error {
	return c.Download(s.Cfg.ExportDir + "/" + c.Query("name"))
}

// SafeExportFile is the replacement being rolled out.
func (s *Server) SafeExportFile(c *fiber.Ctx) error {
	full, err := storage.UnderPrefix(s.Cfg.ExportDir, c.Query("name"))
	if err != nil {
		return fiber.ErrForbidden
	}
	return c.Download(full)
}

// ManualPage renders one page of a tool's manual as PNG for the viewer.
func (s *Server) ManualPage(c *fiber.Ctx) error {
	tool, err := s.Tools.BySlug(c.Context(), c.Params("slug"))
	if err != nil {
		return fiber.ErrNotFound
	}
	pdf := filepath.Join(s.Cfg.UploadDir, "manuals", filepath.Base(tool.ManualPath))
	page := c.Query("page", "1")
	out, err := exec.Command("sh", "-c", "pdftoppm -png -singlefile -f "+page+" -l "+page+" "+pdf+" -").Output()
	if err != nil {
		return fiber.ErrInternalServerError
	}
	return c.Type("png").Send(out)
}

// ManualCover renders the first page, with the page number parsed as a number.
func (s *Server) ManualCover(c *fiber.Ctx) error {
	tool, err := s.Tools.BySlug(c.Context(), c.Params("slug"))
	if err != nil {
		return fiber.ErrNotFound
	}
	pdf := filepath.Join(s.Cfg.UploadDir, "manuals", filepath.Base(tool.ManualPath))
	page := strconv.Itoa(c.QueryInt("page", 1))
	out, err := exec.Command("pdftoppm", "-png", "-singlefile", "-f", page, "-l", page, pdf, "-").Output()
	if err != nil {
		return fiber.ErrInternalServerError
	}
	return c.Type("png").Send(out)
}
