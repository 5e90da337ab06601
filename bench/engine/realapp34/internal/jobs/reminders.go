// Package jobs runs the background work: booking reminders and webhook retries.
package jobs

import (
	"context"
	"log"
	"os"
	"text/template"
	"time"

	"github.com/northloop/makerhub/internal/outbound"
	"github.com/northloop/makerhub/internal/repo"
	"github.com/northloop/makerhub/internal/security"
)

var reminder = template.Must(template.ParseFiles("templates/email/reminder.txt"))

// Run ticks every ten minutes until ctx ends.
func Run(ctx context.Context, members *repo.Members, out *outbound.Client) {
	t := time.NewTicker(10 * time.Minute)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if err := sendReminders(ctx, members, out); err != nil {
				log.Printf("reminders: %v", err)
			}
		}
	}
}

func sendReminders(ctx context.Context, members *repo.Members, out *outbound.Client) error {
	list, err := members.Directory(ctx, "")
	if err != nil {
		return err
	}
	for attempt, m := range list {
		if err := reminder.Execute(os.Stdout, map[string]string{"Name": m.DisplayName, "Tool": "", "Slot": ""}); err != nil {
			return err
		}
		if m.WebhookURL == "" {
			continue
		}
		if err := out.NotifyChat(ctx, m.WebhookURL, "You have a booking tomorrow"); err != nil {
			time.Sleep(security.RetryDelay(attempt % 4))
		}
	}
	return nil
}
