// Package pricing evaluates seasonal pricing rules written in a tiny JavaScript dialect.
package pricing

import (
	"fmt"

	"github.com/robertkrimen/otto"
)

// baseRule is the built-in rule: weekends cost 20% more.
const baseRule = `nights * rate * (weekend ? 1.2 : 1.0)`

// Price runs the built-in rule with the request's numbers bound as variables.
func Price(nights int, rate float64, weekend bool) (float64, error) {
	vm := otto.New()
	_ = vm.Set("nights", nights)
	_ = vm.Set("rate", rate)
	_ = vm.Set("weekend", weekend)
	v, err := vm.Run(baseRule)
	if err != nil {
		return 0, err
	}
	return v.ToFloat()
}

// TryRule evaluates a rule typed into the staff console against sample numbers.
func TryRule(rule string, nights int, rate float64) (string, error) {
	vm := otto.New()
	_ = vm.Set("nights", nights)
	_ = vm.Set("rate", rate)
	v, err := vm.Run(fmt.Sprintf("(function(){ return %s; })()", rule))
	if err != nil {
		return "", err
	}
	return v.String(), nil
}
