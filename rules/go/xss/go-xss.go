package web

import (
	"encoding/json"
	"fmt"
	htmltemplate "html/template"
	"html"
	"io"
	"net/http"
	"strconv"
	"text/template"
)

var greeting = htmltemplate.Must(htmltemplate.New("g").Parse(`<p>Hello {{.}}</p>`))
var plain = template.Must(template.New("p").Parse(`<p>Hello {{.}}</p>`))

func Hello(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	// ruleid: go-xss
	fmt.Fprintf(w, "<p>Hello %s</p>", name)
	// ok: go-xss
	fmt.Fprintf(w, "<p>Hello %s</p>", html.EscapeString(name))
	// ok: go-xss
	greeting.Execute(w, name)
	// ruleid: go-xss
	plain.Execute(w, name)
	// ruleid: go-xss
	w.Write([]byte("<h1>" + name + "</h1>"))
	// ruleid: go-xss
	w.Write([]byte(name))
}

// Without a declared content type, net/http sniffs the first bytes: plain text stays text/plain.
func Sniffed(w http.ResponseWriter, r *http.Request) {
	id := r.URL.Query().Get("id")
	// ok: go-xss
	w.Write([]byte("article: " + id))
	// ok: go-xss
	fmt.Fprintf(w, "no article %s\n", id)
	// ruleid: go-xss
	fmt.Fprintf(w, "%s was not found", id)
}

func Counter(w http.ResponseWriter, r *http.Request) {
	n, err := strconv.Atoi(r.FormValue("n"))
	if err != nil {
		return
	}
	// ok: go-xss
	io.WriteString(w, "<b>"+strconv.Itoa(n+1)+"</b>")
	body, _ := json.Marshal(map[string]string{"q": r.FormValue("q")})
	// ok: go-xss
	w.Write(body)
}

func Trusted(w http.ResponseWriter, r *http.Request) {
	bio := r.PostFormValue("bio")
	// ruleid: go-xss
	greeting.Execute(w, htmltemplate.HTML(bio))
	// ok: go-xss
	greeting.Execute(w, htmltemplate.HTML("<em>static</em>"))
}

// A response declared as JSON or plain text before the write is not rendered as HTML.
func Declared(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	if r.URL.Query().Get("format") == "json" {
		w.Header().Set("Content-Type", "application/json")
		// ok: go-xss
		_, _ = w.Write([]byte(`{"name":"` + name + `"}`))
		return
	}
	if r.URL.Query().Get("format") == "text" {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		// ok: go-xss
		fmt.Fprintf(w, "<%s>", name)
		return
	}
	// The content type is decided from the setters written before the write, not per path: an
	// earlier branch that declared JSON and returned still hides this HTML write.
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	// todoruleid: go-xss
	io.WriteString(w, "<p>"+name+"</p>")
}

func DeclaredHTML(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	// ruleid: go-xss
	io.WriteString(w, "<p>"+r.URL.Query().Get("name")+"</p>")
}
