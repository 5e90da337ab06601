package render

import (
	"bytes"
	"text/template"
)

// The booking confirmation is a plain-text e-mail.
var confirmation = template.Must(template.New("confirm").Parse(`Hello {{.Name}},

your booking of {{.Tool}} for {{.Slot}} is confirmed.
Note: {{.Note}}
`))

// ConfirmationText renders the e-mail body.
func ConfirmationText(name, tool, slot, note string) (string, error) {
	var buf bytes.Buffer
	err := confirmation.Execute(&buf, map[string]string{"Name": name, "Tool": tool, "Slot": slot, "Note": note})
	return buf.String(), err
}

// Announcement renders a host's announcement template (hosts type their own
// template text in the workshop form so they can use {{.Title}} and {{.Seats}}).
func Announcement(tmpl string, data any) (string, error) {
	t, err := template.New("announce").Parse(tmpl)
	if err != nil {
		return "", err
	}
	var buf bytes.Buffer
	err = t.Execute(&buf, data)
	return buf.String(), err
}
