package service

import (
	"context"
	"encoding/xml"
	"fmt"
	"io"

	"gopkg.in/yaml.v3"

	"github.com/stockroom/stockroom/internal/models"
)

// Suppliers send delivery notes either as their own XML or as YAML from our
// spreadsheet macro. Both end up as items.
type deliveryNote struct {
	XMLName  xml.Name `xml:"delivery"`
	Supplier string   `xml:"supplier,attr"`
	Lines    []struct {
		SKU      string `xml:"sku" yaml:"sku"`
		Name     string `xml:"name" yaml:"name"`
		Category string `xml:"category" yaml:"category"`
		Quantity int    `xml:"qty" yaml:"qty"`
	} `xml:"line"`
}

type yamlNote struct {
	Supplier string `yaml:"supplier"`
	Lines    []struct {
		SKU      string `yaml:"sku"`
		Name     string `yaml:"name"`
		Category string `yaml:"category"`
		Quantity int    `yaml:"qty"`
	} `yaml:"lines"`
}

type ImportResult struct {
	Supplier string
	Created  int
	Errors   []string
}

func (s *Items) ImportXML(ctx context.Context, actor string, r io.Reader) (*ImportResult, error) {
	var note deliveryNote
	dec := xml.NewDecoder(io.LimitReader(r, 5<<20))
	if err := dec.Decode(&note); err != nil {
		return nil, fmt.Errorf("delivery note: %w", err)
	}
	res := &ImportResult{Supplier: note.Supplier}
	for _, l := range note.Lines {
		it := models.Item{SKU: l.SKU, Name: l.Name, Category: l.Category, Quantity: l.Quantity, Location: "INBOUND"}
		if err := s.Create(ctx, actor, &it); err != nil {
			res.Errors = append(res.Errors, l.SKU+": "+err.Error())
			continue
		}
		res.Created++
	}
	return res, nil
}

func (s *Items) ImportYAML(ctx context.Context, actor string, r io.Reader) (*ImportResult, error) {
	raw, err := io.ReadAll(io.LimitReader(r, 5<<20))
	if err != nil {
		return nil, err
	}
	var note yamlNote
	if err := yaml.Unmarshal(raw, &note); err != nil {
		return nil, fmt.Errorf("delivery note: %w", err)
	}
	res := &ImportResult{Supplier: note.Supplier}
	for _, l := range note.Lines {
		it := models.Item{SKU: l.SKU, Name: l.Name, Category: l.Category, Quantity: l.Quantity, Location: "INBOUND"}
		if err := s.Create(ctx, actor, &it); err != nil {
			res.Errors = append(res.Errors, l.SKU+": "+err.Error())
			continue
		}
		res.Created++
	}
	return res, nil
}
