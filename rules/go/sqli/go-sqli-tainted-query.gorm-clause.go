package orders

import (
	"github.com/gin-gonic/gin"
	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

type Order struct {
	ID     uint
	Region string
}

type Orders struct {
	db *gorm.DB
}

func (o *Orders) Search(c *gin.Context) {
	var out []Order
	region := c.Query("region")
	// ok: go-sqli-tainted-query
	o.db.Where(clause.Expr{SQL: "region = ?", Vars: []interface{}{region}}).Find(&out)
	// ruleid: go-sqli-tainted-query
	o.db.Where(clause.Expr{SQL: "region = '" + region + "'"}).Find(&out)
	// ok: go-sqli-tainted-query
	o.db.Clauses(clause.Expr{SQL: "region = @r", Vars: []interface{}{region}}).Find(&out)
	// ruleid: go-sqli-tainted-query
	o.db.Clauses(clause.NamedExpr{SQL: "ORDER BY " + c.Query("sort")}).Find(&out)
}
