// Package imports reads kennel rosters and vet records exported by other systems.
package imports

import (
	"encoding/xml"
	"io"

	"github.com/lestrrat-go/libxml2/parser"
	"github.com/lestrrat-go/libxml2/xpath"
	"gopkg.in/yaml.v3"
)

type Roster struct {
	XMLName xml.Name `xml:"roster"`
	Kennel  string   `xml:"kennel,attr"`
	Pets    []struct {
		Name    string `xml:"name"`
		Species string `xml:"species"`
		Owner   string `xml:"owner"`
	} `xml:"pet"`
}

// ParseRoster decodes the roster XML the old booking system exports.
func ParseRoster(r io.Reader) (*Roster, error) {
	var roster Roster
	dec := xml.NewDecoder(io.LimitReader(r, 8<<20))
	if err := dec.Decode(&roster); err != nil {
		return nil, err
	}
	return &roster, nil
}

type VetRecord struct {
	Chip, Vaccine, Date string
}

// ParseVetRecords reads the practice-management export, which relies on DTD entities for clinic names.
func ParseVetRecords(raw []byte) ([]VetRecord, error) {
	p := parser.New(parser.XMLParseNoEnt | parser.XMLParseDTDLoad)
	doc, err := p.Parse(raw)
	if err != nil {
		return nil, err
	}
	defer doc.Free()
	root, err := doc.DocumentElement()
	if err != nil {
		return nil, err
	}
	nodes := xpath.NodeList(root.Find("//record"))
	out := make([]VetRecord, 0, len(nodes))
	for _, n := range nodes {
		out = append(out, VetRecord{
			Chip:    xpath.String(n.Find("chip/text()")),
			Vaccine: xpath.String(n.Find("vaccine/text()")),
			Date:    xpath.String(n.Find("date/text()")),
		})
	}
	return out, nil
}

// ParseVetRecordsStrict is used for files from unknown practices: no entity expansion, no DTD loading.
func ParseVetRecordsStrict(raw []byte) (int, error) {
	p := parser.New(parser.XMLParseNoNet)
	doc, err := p.Parse(raw)
	if err != nil {
		return 0, err
	}
	defer doc.Free()
	root, err := doc.DocumentElement()
	if err != nil {
		return 0, err
	}
	return len(xpath.NodeList(root.Find("//record"))), nil
}

type PriceSheet struct {
	Season string             `yaml:"season"`
	Rates  map[string]float64 `yaml:"rates"`
}

// ParsePriceSheet reads a YAML price sheet uploaded by staff into a typed struct.
func ParsePriceSheet(raw []byte) (*PriceSheet, error) {
	var ps PriceSheet
	if err := yaml.Unmarshal(raw, &ps); err != nil {
		return nil, err
	}
	return &ps, nil
}
