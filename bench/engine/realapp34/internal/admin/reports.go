package admin

import (
	htmltemplate "html/template"
	"net/http"
	texttemplate "text/template"
)

var workshopReport = htmltemplate.Must(htmltemplate.New("report").Parse(`<h1>Workshops: {{.Period}}</h1>
<table>{{range .Rows}}<tr><td>{{.bucket}}</td><td>{{.count}}</td></tr>{{end}}</table>`))

var previewReport = texttemplate.Must(texttemplate.New("preview").Parse(`<h1>Preview for {{.Title}}</h1>
<p>{{.Comment}}</p>`))

// WorkshopReport groups workshops by a period chosen in the form.
func (a *Admin) WorkshopReport(w http.ResponseWriter, r *http.Request) {
	period := r.URL.Query().Get("period")
	rows, err := a.Works.Stats(period)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_ = workshopReport.Execute(w, map[string]any{"Period": period, "Rows": rows})
}

// PreviewReport shows how a report heading will look.
func (a *Admin) PreviewReport(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_ = previewReport.Execute(w, map[string]string{
		"Title":   r.URL.Query().Get("title"),
		"Comment": r.URL.Query().Get("comment"),
	})
}
