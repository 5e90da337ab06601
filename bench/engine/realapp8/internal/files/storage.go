package files

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

var ErrOutsideRoot = errors.New("path escapes storage root")

// Storage keeps uploaded attachments and generated exports on local disk.
type Storage struct {
	Root string
}

// Resolve joins a caller-supplied relative path onto the root and refuses
// anything that ends up outside it.
func (s Storage) Resolve(rel string) (string, error) {
	root, err := filepath.Abs(s.Root)
	if err != nil {
		return "", err
	}
	full := filepath.Clean(filepath.Join(root, rel))
	if full != root && !strings.HasPrefix(full, root+string(os.PathSeparator)) {
		return "", ErrOutsideRoot
	}
	return full, nil
}

// Save writes r to dir/name under the root, creating dir as needed.
func (s Storage) Save(dir, name string, r io.Reader) (string, error) {
	target := filepath.Join(s.Root, dir, name)
	if err := os.MkdirAll(filepath.Dir(target), 0o750); err != nil {
		return "", err
	}
	f, err := os.OpenFile(target, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o640)
	if err != nil {
		return "", fmt.Errorf("save %s: %w", name, err)
	}
	defer f.Close()
	if _, err := io.Copy(f, r); err != nil {
		return "", err
	}
	return target, nil
}

// OpenChecked opens a file named by a client, confined to the root.
func (s Storage) OpenChecked(rel string) (*os.File, error) {
	full, err := s.Resolve(rel)
	if err != nil {
		return nil, err
	}
	return os.Open(full)
}

// Path is for names the server generated itself (export file names, thumbnails).
func (s Storage) Path(name string) string {
	return filepath.Join(s.Root, name)
}
