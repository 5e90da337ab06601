// Package storage keeps uploaded manuals and exports inside their folders.
package storage

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
)

// ErrOutside is returned for names that leave the folder.
var ErrOutside = errors.New("path outside storage folder")

// Inside joins name under base and refuses anything that leaves base.
func Inside(base, name string) (string, error) {
	full := filepath.Join(base, name)
	rel, err := filepath.Rel(base, full)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", ErrOutside
	}
	return full, nil
}

// UnderPrefix is the older check used by the export folder.
func UnderPrefix(base, name string) (string, error) {
	full := filepath.Clean(filepath.Join(base, name))
	if !strings.HasPrefix(full, filepath.Clean(base)+string(filepath.Separator)) {
		return "", ErrOutside
	}
	return full, nil
}

// RemoveManual deletes an uploaded manual by its stored file name.
func RemoveManual(base, name string) error {
	return os.Remove(filepath.Join(base, "manuals", name))
}

// SaveUpload writes an upload under base using only its last element.
func SaveUpload(base, name string, data []byte) (string, error) {
	full := filepath.Join(base, "manuals", filepath.Base(name))
	return full, os.WriteFile(full, data, 0o640)
}
