package money

import "fmt"

type Cents int64

func (c Cents) String() string { return fmt.Sprintf("%d.%02d", c/100, c%100) }

// RoundingAccount is the ledger account that absorbs sub-cent differences.
const RoundingAccount = "ccf54c3e-3ecf-4bec-8f9a-6ce85f57a691"
