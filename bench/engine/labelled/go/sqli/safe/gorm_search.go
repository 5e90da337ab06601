package catalog

import (
	"net/http"

	"gorm.io/gorm"
)

type Product struct {
	ID   uint
	Name string
}

type Catalog struct {
	db *gorm.DB
}

func (c *Catalog) Search(w http.ResponseWriter, r *http.Request) {
	term := r.FormValue("term")
	var products []Product
	c.db.Where("name LIKE ?", "%"+term+"%").Find(&products)
	w.WriteHeader(200)
}
