package main

import (
	"flag"
	"log"

	"github.com/stripe/stripe-go/v79"
	"github.com/stripe/stripe-go/v79/invoice"
)

func main() {
	since := flag.Int64("since", 0, "unix time to backfill from")
	flag.Parse()

	stripe.Key = "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"

	params := &stripe.InvoiceListParams{}
	params.Filters.AddFilter("created", "gte", itoa(*since))
	i := invoice.List(params)
	n := 0
	for i.Next() {
		n++
	}
	if err := i.Err(); err != nil {
		log.Fatal(err)
	}
	log.Printf("backfilled %d invoices", n)
}
