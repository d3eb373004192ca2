package session

import (
	"testing"
)

// FuzzParse: no spec or message of the page makes its reading panic;
// each one refused is refused with a code and a message in English and
// German, and a move read is one of the table's seats.
func FuzzParse(f *testing.F) {
	f.Add([]byte(`{"game":"hearts","seats":4,"seed":"`+seed(7)+`"}`), []byte(`{"t":"move","move":{"seat":0,"play":"2C"}}`))
	f.Add([]byte(`{"game":"old-maid","seats":3,"deals":1,"pace":0,"seed":"`+seed(8)+`"}`), []byte(`{"t":"move","move":{"seat":0,"drawAt":0}}`))
	f.Add([]byte(`{"game":"schwarze-madonna","seats":5,"options":{"stock":true},"seed":"`+seed(9)+`"}`), []byte(`{"t":"next"}`))
	f.Add([]byte(`{"game":"hearts"`), []byte(`{"t":"chat","text":""}`))
	f.Add([]byte(`[]`), []byte(`{"t":"timer","on":true}`))
	checked := func(t *testing.T, what string, err error) {
		if err == nil {
			return
		}
		if r := RefusalOf(err); r.Code == "" || r.EN == "" || r.DE == "" {
			t.Fatalf("%s refused without its reason: %+v (%v)", what, r, err)
		}
	}
	f.Fuzz(func(t *testing.T, spec, msg []byte) {
		cfg, s, err := parseSpec(spec, &botClock{})
		checked(t, "the spec", err)
		if err == nil && (len(cfg.Seats) != s.Seats || cfg.Seats[0].Bot != nil) {
			t.Fatalf("the spec %q gives %d seats (the first a built-in player: %v)", spec, len(cfg.Seats), cfg.Seats[0].Bot != nil)
		}
		m, mv, err := parseMessage(msg, 4)
		checked(t, "the message", err)
		if err == nil && m.T == "move" && (mv.Seat < 0 || mv.Seat >= 4) {
			t.Fatalf("the message %q moves for seat %d of 4", msg, mv.Seat)
		}
	})
}
