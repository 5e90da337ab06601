package service

import (
	"encoding/xml"
	"fmt"
	"io"

	"gopkg.in/yaml.v3"
)

// Manifest is a carrier manifest as uploaded by partners (XML).
type Manifest struct {
	XMLName   xml.Name `xml:"manifest"`
	Carrier   string   `xml:"carrier,attr"`
	Shipments []struct {
		Reference string `xml:"reference"`
		Weight    int    `xml:"weight"`
		Postcode  string `xml:"postcode"`
	} `xml:"shipment"`
}

// RateCard is a YAML rate card uploaded by the pricing team.
type RateCard struct {
	Carrier string           `yaml:"carrier"`
	Zones   map[string]int64 `yaml:"zones"`
	Surcharges []struct {
		Name  string `yaml:"name"`
		Cents int64  `yaml:"cents"`
	} `yaml:"surcharges"`
}

// ParseManifest decodes an uploaded manifest (encoding/xml resolves no external entities).
func ParseManifest(r io.Reader) (*Manifest, error) {
	var m Manifest
	dec := xml.NewDecoder(io.LimitReader(r, 8<<20))
	if err := dec.Decode(&m); err != nil {
		return nil, fmt.Errorf("manifest: %w", err)
	}
	return &m, nil
}

// ParseRateCard decodes an uploaded YAML rate card into plain structs.
func ParseRateCard(raw []byte) (*RateCard, error) {
	var rc RateCard
	if err := yaml.Unmarshal(raw, &rc); err != nil {
		return nil, fmt.Errorf("rate card: %w", err)
	}
	return &rc, nil
}

// ParseLegacyManifest accepts the older attribute-only format.
func ParseLegacyManifest(raw []byte) (*Manifest, error) {
	var m Manifest
	if err := xml.Unmarshal(raw, &m); err != nil {
		return nil, err
	}
	return &m, nil
}
