package views

import (
	"bytes"
	"fmt"
	htmltemplate "html/template"
	"io"
	texttemplate "text/template"
)

// The confirmation e-mail is plain text, so text/template is right for it.
var confirmationMail = texttemplate.Must(texttemplate.New("confirm").Parse(
	`Hello {{.OwnerName}},

Your booking {{.Reference}} for {{.PetName}} at {{.Kennel}} is confirmed.
Special requests: {{.Requests}}
`))

// The printable kennel card is an HTML page, rendered with html/template.
var kennelCard = htmltemplate.Must(htmltemplate.New("card").Parse(
	`<html><body><h1>{{.PetName}}</h1><p>Owner: {{.OwnerName}}</p><p>Diet: {{.Requests}}</p></body></html>`))

// The vaccination certificate preview was written with text/template but is served as HTML.
var vaccinationPreview = texttemplate.Must(texttemplate.New("vacc").Parse(
	`<html><body><h2>Vaccination record for {{.PetName}}</h2><p>Vet: {{.Vet}}</p><p>{{.Remarks}}</p></body></html>`))

type Confirmation struct {
	OwnerName, Reference, PetName, Kennel, Requests string
}

type Vaccination struct {
	PetName, Vet, Remarks string
}

func ConfirmationMail(c Confirmation) (string, error) {
	var buf bytes.Buffer
	err := confirmationMail.Execute(&buf, c)
	return buf.String(), err
}

func KennelCard(w io.Writer, c Confirmation) error {
	return kennelCard.Execute(w, c)
}

func VaccinationPreview(w io.Writer, v Vaccination) error {
	return vaccinationPreview.Execute(w, v)
}

// PreviewMail renders a staff-edited e-mail template against sample data.
func PreviewMail(body string, sample Confirmation) (string, error) {
	t, err := texttemplate.New("preview").Parse(body)
	if err != nil {
		return "", fmt.Errorf("template: %w", err)
	}
	var buf bytes.Buffer
	err = t.Execute(&buf, sample)
	return buf.String(), err
}
