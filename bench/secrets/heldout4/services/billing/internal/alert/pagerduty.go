package alert

import (
	"bytes"
	"encoding/json"
	"net/http"
)

const eventsURL = "https://events.pagerduty.com/v2/enqueue"

type Client struct {
	http       *http.Client
	routingKey string
}

func New(routingKey string) *Client { return &Client{http: http.DefaultClient, routingKey: routingKey} }

func (c *Client) Trigger(summary string) error {
	body, _ := json.Marshal(map[string]any{
		"routing_key":  c.routingKey,
		"event_action": "trigger",
		"payload":      map[string]string{"summary": summary, "source": "billing", "severity": "error"},
	})
	req, _ := http.NewRequest(http.MethodPost, eventsURL, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Token token=IdwugwqtUpXgReCHHwiL")
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
