package web

import "github.com/kennelry/kennelry/internal/pricing"

// tryRule is a seam so tests can stub the evaluator.
var tryRule = pricing.TryRule
