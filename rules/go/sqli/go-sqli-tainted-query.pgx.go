package reports

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/labstack/echo/v4"
)

type Reports struct {
	pool *pgxpool.Pool
}

func (r *Reports) byCarrier(ctx context.Context, carrier string) error {
	// ruleid: go-sqli-tainted-query
	rows, err := r.pool.Query(ctx, fmt.Sprintf("SELECT name FROM shipments WHERE carrier = '%s'", carrier))
	if err != nil {
		return err
	}
	rows.Close()
	// ok: go-sqli-tainted-query
	rows, err = r.pool.Query(ctx, "SELECT name FROM shipments WHERE carrier = $1", carrier)
	if err == nil {
		rows.Close()
	}
	return err
}

func (r *Reports) Top(c echo.Context) error {
	// ruleid: go-sqli-tainted-query
	return r.byCarrier(c.Request().Context(), c.QueryParam("carrier"))
}

func (r *Reports) Purge(c echo.Context) error {
	ctx := c.Request().Context()
	// ruleid: go-sqli-tainted-query
	_, err := r.pool.Exec(ctx, "DELETE FROM events WHERE created_at < now() - interval '"+c.FormValue("age")+"'")
	// ok: go-sqli-tainted-query
	_, _ = r.pool.Exec(ctx, "DELETE FROM events WHERE kind = $1", c.FormValue("kind"))
	return err
}

func Archive(c echo.Context) error {
	ctx := c.Request().Context()
	conn, err := pgx.Connect(ctx, "postgres://localhost/app")
	if err != nil {
		return err
	}
	tx, err := conn.Begin(ctx)
	if err != nil {
		return err
	}
	// ruleid: go-sqli-tainted-query
	_, _ = tx.Exec(ctx, "UPDATE orders SET archived = true WHERE region = '"+c.QueryParam("region")+"'")
	// ok: go-sqli-tainted-query
	_ = conn.QueryRow(ctx, "SELECT count(*) FROM orders WHERE region = $1", c.QueryParam("region"))
	batch := &pgx.Batch{}
	// ruleid: go-sqli-tainted-query
	batch.Queue("DELETE FROM orders WHERE ref = '" + c.QueryParam("ref") + "'")
	return tx.Commit(ctx)
}

func Lookup(c echo.Context) error {
	ctx := c.Request().Context()
	pool, err := pgxpool.New(ctx, "postgres://localhost/app")
	if err != nil {
		return err
	}
	var n int
	// ruleid: go-sqli-tainted-query
	err = pool.QueryRow(ctx, "SELECT count(*) FROM orders WHERE ref LIKE '"+c.QueryParam("ref")+"%'").Scan(&n)
	// ok: go-sqli-tainted-query
	_ = pool.QueryRow(ctx, "SELECT count(*) FROM orders WHERE ref LIKE $1", c.QueryParam("ref")+"%").Scan(&n)
	return err
}

// pgx.Identifier{...}.Sanitize() quotes a column name; what follows it unquoted is still SQL text.
func (r *Reports) Sorted(c echo.Context) error {
	ctx := c.Request().Context()
	// ok: go-sqli-tainted-query
	_, err := r.pool.Exec(ctx, "UPDATE shipments SET "+pgx.Identifier{c.QueryParam("column")}.Sanitize()+" = $1", c.QueryParam("value"))
	if err != nil {
		return err
	}
	// ruleid: go-sqli-tainted-query
	_, err = r.pool.Query(ctx, "SELECT * FROM shipments ORDER BY "+pgx.Identifier{c.QueryParam("column")}.Sanitize()+" "+c.QueryParam("dir"))
	return err
}
