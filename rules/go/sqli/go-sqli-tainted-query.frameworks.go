package handlers

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"
	"github.com/gofiber/fiber/v2"
	"github.com/gorilla/mux"
	"github.com/jmoiron/sqlx"
	"github.com/labstack/echo/v4"
	"gorm.io/gorm"
)

type Filter struct {
	Name string `json:"name"`
}

type Repo struct {
	x    *sqlx.DB
	gdb  *gorm.DB
}

func (p *Repo) GinBind(c *gin.Context) {
	var f Filter
	if err := c.ShouldBindJSON(&f); err != nil {
		return
	}
	var names []string
	// ruleid: go-sqli-tainted-query
	p.x.Select(&names, "SELECT name FROM users WHERE name = '"+f.Name+"'")
	// ok: go-sqli-tainted-query
	p.x.Select(&names, "SELECT name FROM users WHERE name = ?", f.Name)
}

func (p *Repo) GinRequest(c *gin.Context) {
	// ruleid: go-sqli-tainted-query
	p.gdb.Where("email = '" + c.Request.URL.Query().Get("email") + "'").First(&Filter{})
	// ok: go-sqli-tainted-query
	p.gdb.Where("email = ?", c.Request.URL.Query().Get("email")).First(&Filter{})
}

// GORM inline conditions: a string that is not a number is the WHERE text.
func (p *Repo) GinInline(c *gin.Context) {
	var f Filter
	// ruleid: go-sqli-tainted-query
	p.gdb.First(&f, c.Param("id"))
	// ok: go-sqli-tainted-query
	p.gdb.First(&f, "id = ?", c.Param("id"))
	n, err := strconv.Atoi(c.Param("id"))
	if err != nil {
		return
	}
	// ok: go-sqli-tainted-query
	p.gdb.First(&f, n)
	// ruleid: go-sqli-tainted-query
	p.gdb.Delete(&Filter{}, "name = '"+c.Query("name")+"'")
}

func (p *Repo) EchoBind(c echo.Context) error {
	var f Filter
	c.Bind(&f)
	// ruleid: go-sqli-tainted-query
	p.x.QueryContext(context.Background(), "SELECT * FROM t WHERE n = '"+f.Name+"'")
	return nil
}

func (p *Repo) MuxVars(w http.ResponseWriter, r *http.Request) {
	id := mux.Vars(r)["id"]
	// ruleid: go-sqli-tainted-query
	p.gdb.Exec("DELETE FROM t WHERE id = " + id)
}

func (p *Repo) FiberQuery(c *fiber.Ctx) error {
	// ruleid: go-sqli-tainted-query
	p.gdb.Raw("SELECT * FROM t WHERE tag = '" + c.Query("tag") + "'")
	var f Filter
	c.BodyParser(&f)
	// ruleid: go-sqli-tainted-query
	p.gdb.Order(f.Name).Find(&[]Filter{})
	// ok: go-sqli-tainted-query
	p.gdb.Order("created_at DESC").Find(&[]Filter{})
	return nil
}

func (p *Repo) Decoded(w http.ResponseWriter, r *http.Request) {
	var f Filter
	json.NewDecoder(r.Body).Decode(&f)
	// ruleid: go-sqli-tainted-query
	p.x.MustExec("UPDATE t SET name = '" + f.Name + "'")
	var g Filter
	body, _ := io.ReadAll(r.Body)
	json.Unmarshal(body, &g)
	// ruleid: go-sqli-tainted-query
	p.x.MustExec("UPDATE t SET name = '" + g.Name + "'")
	// ok: go-sqli-tainted-query
	p.x.MustExec("UPDATE t SET size = " + string(rune(len(g.Name))))
}

func GormOpened(c *gin.Context) {
	g, _ := gorm.Open(nil, &gorm.Config{})
	// ruleid: go-sqli-tainted-query
	g.Raw("SELECT * FROM t WHERE a = '" + c.Query("a") + "'")
	// ok: go-sqli-tainted-query
	g.Raw("SELECT * FROM t WHERE a = ?", c.Query("a"))
}

// sqlx methods that take a context put the query after it (and after the destination for
// SelectContext/GetContext); the destination and bound values are not query text.
func (p *Repo) SqlxContext(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	status := r.URL.Query().Get("status")
	var names []string
	// ruleid: go-sqli-tainted-query
	p.x.SelectContext(ctx, &names, "SELECT name FROM tickets WHERE status = '"+status+"'")
	// ok: go-sqli-tainted-query
	p.x.SelectContext(ctx, &names, "SELECT name FROM tickets WHERE status = $1", status)
	var one Filter
	// ruleid: go-sqli-tainted-query
	p.x.GetContext(ctx, &one, "SELECT name FROM tickets WHERE id = "+r.FormValue("id"))
	// ok: go-sqli-tainted-query
	p.x.GetContext(ctx, &one, "SELECT name FROM tickets WHERE id = $1", r.FormValue("id"))
	// ruleid: go-sqli-tainted-query
	p.x.NamedExecContext(ctx, "UPDATE tickets SET title = :name WHERE owner = '"+status+"'", one)
	// ok: go-sqli-tainted-query
	p.x.NamedExecContext(ctx, "UPDATE tickets SET title = :name WHERE owner = :owner", map[string]any{"name": status, "owner": status})
	tx := p.x.MustBegin()
	// ruleid: go-sqli-tainted-query
	tx.Select(&names, "SELECT name FROM tickets ORDER BY "+status)
	// ok: go-sqli-tainted-query
	tx.Select(&names, "SELECT name FROM tickets WHERE status = $1", status)
	tx.Commit()
	// sqlx.In puts the slice's values in bound arguments; the query text stays the constant's.
	inQuery, inArgs, _ := sqlx.In("SELECT name FROM tickets WHERE status IN (?)", r.Form["status"])
	// ok: go-sqli-tainted-query
	p.x.SelectContext(ctx, &names, p.x.Rebind(inQuery), inArgs...)
	orderQuery, _, _ := sqlx.In("SELECT name FROM tickets WHERE status IN (?) ORDER BY "+status, r.Form["status"])
	// ruleid: go-sqli-tainted-query
	p.x.SelectContext(ctx, &names, orderQuery)
}
