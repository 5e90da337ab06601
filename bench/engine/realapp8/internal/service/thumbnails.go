package service

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/stockroom/stockroom/internal/files"
	"github.com/stockroom/stockroom/internal/shell"
)

type Thumbnails struct {
	Uploads files.Storage
}

// Make renders a 200px thumbnail next to an uploaded photo with ImageMagick.
func (t *Thumbnails) Make(ctx context.Context, stored string) (string, error) {
	thumb := strings.TrimSuffix(stored, filepath.Ext(stored)) + "_thumb.jpg"
	_, err := shell.Run(ctx, "convert", stored+"[0]", "-thumbnail", "200x200", thumb)
	return thumb, err
}

// Watermark stamps the given caption on a photo before it is shared outside.
func (t *Thumbnails) Watermark(ctx context.Context, stored, caption string) error {
	cmd := fmt.Sprintf("convert %q -gravity south -annotate +0+10 '%s' %q", stored, caption, stored)
	_, err := shell.Pipeline(ctx, cmd)
	return err
}
