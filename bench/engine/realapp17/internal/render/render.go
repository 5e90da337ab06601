// Package render holds the text/template documents (packing slips, e-mails) and HTML helpers.
package render

import (
	"bytes"
	"html"
	htmltemplate "html/template"
	"io"
	"strings"
	"text/template"
)

var packingSlip = template.Must(template.New("slip").Parse(packingSlipLayout))

const packingSlipLayout = `<html><body>
<h1>Packing slip {{.Reference}}</h1>
<p>Ship to: {{.ShipTo}}</p>
<p>Instructions: {{.Instructions}}</p>
</body></html>`

const receiptLayout = "Receipt {{.Reference}}\nTotal: {{.Total}}\nThank you for shipping with Harbor.\n"

var receipt = template.Must(template.New("receipt").Parse(receiptLayout))

// SlipData is what the packing slip prints.
type SlipData struct {
	Reference    string
	ShipTo       string
	Instructions string
}

// PackingSlip writes the printable slip as HTML.
func PackingSlip(w io.Writer, d SlipData) error {
	return packingSlip.Execute(w, d)
}

// Receipt renders the plain-text receipt mailed after checkout.
func Receipt(reference string, total int64) (string, error) {
	var buf bytes.Buffer
	err := receipt.Execute(&buf, map[string]interface{}{"Reference": reference, "Total": total})
	return buf.String(), err
}

// CustomLabel renders a label layout a customer designed in the label editor.
func CustomLabel(layout string, data interface{}) (string, error) {
	t, err := template.New("label").Parse(layout)
	if err != nil {
		return "", err
	}
	var buf bytes.Buffer
	err = t.Execute(&buf, data)
	return buf.String(), err
}

// Highlight wraps every occurrence of term in <mark>, escaping both sides first.
func Highlight(text, term string) htmltemplate.HTML {
	escaped := html.EscapeString(text)
	if term == "" {
		return htmltemplate.HTML(escaped)
	}
	t := html.EscapeString(term)
	return htmltemplate.HTML(strings.ReplaceAll(escaped, t, "<mark>"+t+"</mark>"))
}

// Banner marks a notice as trusted markup for the page layout.
func Banner(msg string) htmltemplate.HTML {
	return htmltemplate.HTML(`<div class="banner">` + msg + `</div>`)
}
