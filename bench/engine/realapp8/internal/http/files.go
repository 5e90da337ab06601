package http

import (
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/stockroom/stockroom/internal/files"
)

const maxUpload = 20 << 20

// upload stores a photo or document; ?folder= groups them (e.g. by supplier).
func (s *Server) upload(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxUpload)
	if err := r.ParseMultipartForm(maxUpload); err != nil {
		http.Error(w, "upload too large", http.StatusRequestEntityTooLarge)
		return
	}
	f, header, err := r.FormFile("file")
	if err != nil {
		http.Error(w, "missing file", http.StatusBadRequest)
		return
	}
	defer f.Close()
	folder := r.FormValue("folder")
	stored, err := s.Uploads.Save(folder, header.Filename, f)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if strings.HasPrefix(header.Header.Get("Content-Type"), "image/") {
		go func() { _, _ = s.Thumbnails.Make(r.Context(), stored) }()
	}
	writeJSON(w, http.StatusCreated, map[string]string{"name": filepath.Base(stored)})
}

// download serves a stored attachment: /uploads?file=supplier/invoice.pdf.
func (s *Server) download(w http.ResponseWriter, r *http.Request) {
	f, err := s.Uploads.OpenChecked(r.URL.Query().Get("file"))
	if errors.Is(err, files.ErrOutsideRoot) {
		http.Error(w, "bad path", http.StatusBadRequest)
		return
	}
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	defer f.Close()
	st, _ := f.Stat()
	w.Header().Set("Content-Disposition", fmt.Sprintf("attachment; filename=%q", filepath.Base(f.Name())))
	http.ServeContent(w, r, f.Name(), st.ModTime(), f)
}

// rawUpload is used by the label printer, which cannot send cookies for the
// download above and asks for files by bare name.
func (s *Server) rawUpload(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	http.ServeFile(w, r, filepath.Join(s.Cfg.UploadDir, name))
}

// exportFile serves a file the exporter generated; called from the admin router.
func (s *Server) exportFile(w http.ResponseWriter, r *http.Request, name string) {
	f, err := os.Open(s.Exporter.Exports.Path(name))
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	defer f.Close()
	w.Header().Set("Content-Type", mime.TypeByExtension(filepath.Ext(name)))
	w.Header().Set("Content-Disposition", "attachment")
	_, _ = io.Copy(w, f)
}

func (s *Server) watermark(w http.ResponseWriter, r *http.Request) {
	name := filepath.Base(r.PathValue("name"))
	stored := filepath.Join(s.Cfg.UploadDir, "shared", name)
	if _, err := os.Stat(stored); err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	caption := r.FormValue("caption")
	if caption == "" {
		caption = "Stockroom " + time.Now().Format("2006")
	}
	if err := s.Thumbnails.Watermark(r.Context(), stored, caption); err != nil {
		s.fail(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
