package ids

import "testing"

func TestParse(t *testing.T) {
	cases := []string{"a09579db-a9a2-4dec-8873-f2b90f0ac274", "099e1527-eaef-4902-88c8-9b1a186b2347", "d6984c69-cb66-4153-9c5a-af811b502d26"}
	for _, c := range cases {
		if _, err := Parse(c); err != nil {
			t.Fatal(err)
		}
	}
}
