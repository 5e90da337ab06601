// Package imports reads the inventory files members and partner shops upload.
package imports

import (
	"encoding/gob"
	"encoding/xml"
	"io"

	"gopkg.in/yaml.v3"
)

// InventoryItem is one line of an inventory file.
type InventoryItem struct {
	XMLName  xml.Name `xml:"item" yaml:"-"`
	Slug     string   `xml:"slug" yaml:"slug"`
	Name     string   `xml:"name" yaml:"name"`
	Category string   `xml:"category" yaml:"category"`
	Count    int      `xml:"count" yaml:"count"`
}

// Inventory is the root of an XML inventory file.
type Inventory struct {
	XMLName xml.Name        `xml:"inventory"`
	Items   []InventoryItem `xml:"item"`
}

// FromXML decodes a partner shop's XML export.
func FromXML(r io.Reader) (*Inventory, error) {
	var inv Inventory
	dec := xml.NewDecoder(r)
	if err := dec.Decode(&inv); err != nil {
		return nil, err
	}
	return &inv, nil
}

// FromYAML decodes a member's YAML list.
func FromYAML(data []byte) ([]InventoryItem, error) {
	var items []InventoryItem
	if err := yaml.Unmarshal(data, &items); err != nil {
		return nil, err
	}
	return items, nil
}

// FromGob decodes the binary snapshot the old desktop tool exports.
func FromGob(r io.Reader) ([]InventoryItem, error) {
	var items []InventoryItem
	if err := gob.NewDecoder(r).Decode(&items); err != nil {
		return nil, err
	}
	return items, nil
}
