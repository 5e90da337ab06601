package web

import (
	"encoding/gob"
	"io"
	"net/http"

	"github.com/kennelry/kennelry/internal/imports"
	"github.com/kennelry/kennelry/internal/store"
)

func (h *Handlers) ImportXML(w http.ResponseWriter, r *http.Request) {
	roster, err := imports.ParseRoster(r.Body)
	if err != nil {
		http.Error(w, "bad roster", http.StatusBadRequest)
		return
	}
	h.writeJSON(w, http.StatusOK, map[string]int{"pets": len(roster.Pets)})
}

func (h *Handlers) ImportVetRecords(w http.ResponseWriter, r *http.Request) {
	raw, err := io.ReadAll(io.LimitReader(r.Body, 16<<20))
	if err != nil {
		http.Error(w, "read failed", http.StatusBadRequest)
		return
	}
	if r.URL.Query().Get("source") == "unknown" {
		n, err := imports.ParseVetRecordsStrict(raw)
		if err != nil {
			http.Error(w, "bad records", http.StatusBadRequest)
			return
		}
		h.writeJSON(w, http.StatusOK, map[string]int{"records": n})
		return
	}
	records, err := imports.ParseVetRecords(raw)
	if err != nil {
		http.Error(w, "bad records", http.StatusBadRequest)
		return
	}
	h.writeJSON(w, http.StatusOK, records)
}

func (h *Handlers) ImportYAML(w http.ResponseWriter, r *http.Request) {
	raw, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		http.Error(w, "read failed", http.StatusBadRequest)
		return
	}
	sheet, err := imports.ParsePriceSheet(raw)
	if err != nil {
		http.Error(w, "bad price sheet", http.StatusBadRequest)
		return
	}
	h.writeJSON(w, http.StatusOK, sheet)
}

// ImportSnapshot restores pets exported by the desktop tool (gob-encoded []store.Pet).
func (h *Handlers) ImportSnapshot(w http.ResponseWriter, r *http.Request) {
	var pets []store.Pet
	if err := gob.NewDecoder(io.LimitReader(r.Body, 8<<20)).Decode(&pets); err != nil {
		http.Error(w, "bad snapshot", http.StatusBadRequest)
		return
	}
	h.writeJSON(w, http.StatusOK, map[string]int{"pets": len(pets)})
}
