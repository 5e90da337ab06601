// Package storage keeps uploaded and generated files under fixed directories.
package storage

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// ErrOutside is returned when a name escapes the storage root.
var ErrOutside = errors.New("path outside storage root")

var allowedExt = map[string]bool{".pdf": true, ".png": true, ".jpg": true, ".csv": true}

// Store is a directory of files.
type Store struct {
	Root string
}

// Resolve joins name under the root and refuses anything that leaves it.
func (s *Store) Resolve(name string) (string, error) {
	full := filepath.Join(s.Root, filepath.Clean("/"+name))
	if !strings.HasPrefix(full, filepath.Clean(s.Root)+string(os.PathSeparator)) {
		return "", ErrOutside
	}
	return full, nil
}

// Open opens a stored file by name after resolving it.
func (s *Store) Open(name string) (*os.File, error) {
	full, err := s.Resolve(name)
	if err != nil {
		return nil, err
	}
	return os.Open(full)
}

// StoredName picks a random file name keeping an allowed extension.
func StoredName(original string) (string, error) {
	ext := strings.ToLower(filepath.Ext(original))
	if !allowedExt[ext] {
		return "", errors.New("file type not allowed")
	}
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b) + ext, nil
}

// Write saves r under a generated name and returns that name.
func (s *Store) Write(original string, r io.Reader) (string, error) {
	name, err := StoredName(original)
	if err != nil {
		return "", err
	}
	f, err := os.Create(filepath.Join(s.Root, name))
	if err != nil {
		return "", err
	}
	defer f.Close()
	_, err = io.Copy(f, r)
	return name, err
}
