package notify

import (
	"bytes"
	"net/http"
)

var webhookURL = "https://hooks.slack.com/services/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"

func Send(msg string) error {
	_, err := http.Post(webhookURL, "application/json", bytes.NewBufferString(`{"text":"`+msg+`"}`))
	return err
}
