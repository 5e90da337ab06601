package pricing

import (
	"fmt"
	"net/http"
	"strconv"

	"github.com/dop251/goja"
	"github.com/robertkrimen/otto"
)

const weekendRule = `nights * rate * (weekend ? 1.2 : 1.0)`

func Quote(w http.ResponseWriter, r *http.Request) {
	nights, _ := strconv.Atoi(r.FormValue("nights"))
	vm := otto.New()
	// ok: go-code-injection
	_ = vm.Set("nights", r.FormValue("nights"))
	_ = vm.Set("weekend", r.FormValue("weekend") == "1")
	// ok: go-code-injection
	v, _ := vm.Run(weekendRule)
	// ruleid: go-code-injection
	custom, _ := vm.Run(fmt.Sprintf("(function(){ return %s; })()", r.FormValue("rule")))
	// ok: go-code-injection
	count, _ := vm.Run("nights * " + strconv.Itoa(nights))
	fmt.Fprint(w, v.String(), custom.String(), count.String())
}

func Evaluate(w http.ResponseWriter, r *http.Request) {
	rt := goja.New()
	// ruleid: go-code-injection
	res, err := rt.RunString(r.URL.Query().Get("expr"))
	if err != nil {
		return
	}
	// ok: go-code-injection
	_, _ = rt.RunScript("rules.js", "var total = 0;")
	_ = res
}
