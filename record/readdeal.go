package record

import (
	"fmt"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/internal/strictjson"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/variant"
)

// dealKeys are the fields of a deal.
var dealKeys = []string{"dealer", "hands", "stock", "actions"}

// The indexes of dealKeys.
const (
	keyDealer = iota
	keyHands
	keyStock
	keyActions
)

// deals reads the array of deals raw, whose syntax the reading of the
// record has checked, into out (one Deal per element).
func (r *reader) deals(raw strictjson.Value, seats int, out []Deal) error {
	d := r.decoder(raw)
	var derr error
	err := d.Array(func(i int) error {
		derr = r.deal(d, seats, i, &out[i])
		return derr
	})
	if derr != nil {
		return derr
	}
	if err != nil {
		return at(-1, -1, r.fault(err, "\"deals\""))
	}
	return nil
}

// deal reads deal i, which d holds next, into dl.
func (r *reader) deal(d *strictjson.Decoder, seats, i int, dl *Deal) error {
	where := func() string { return fmt.Sprintf("deals[%d]", i) }
	var f fields
	if err := r.object(d, where(), dealKeys, &f); err != nil {
		return at(i, -1, err)
	}
	dealer, err := f.required(keyDealer, dealKeys, where())
	if err != nil {
		return at(i, -1, err)
	}
	if dl.Dealer, err = seatOf(dealer, seats, func() string { return where() + ".dealer" }); err != nil {
		return at(i, -1, err)
	}
	hraw, err := f.required(keyHands, dealKeys, where())
	if err != nil {
		return at(i, -1, err)
	}
	if hraw.Kind() != strictjson.Array {
		return at(i, -1, notA(where()+".hands", anArray, hraw))
	}
	if n := f.n[keyHands]; n != seats {
		return at(i, -1, rule.Fact(rule.BadDeal, "", rule.NoSeat, rule.Facts{Sentence: sentence.HandCount, Count: n, Seats: seats}))
	}
	dl.Hands = make([][]card.Card, seats)
	hd := r.decoder(hraw)
	var herr *rule.Violation
	jerr := hd.Array(func(s int) error {
		dl.Hands[s], herr = r.cards(hd, func() string { return fmt.Sprintf("%s.hands[%d]", where(), s) })
		if herr != nil {
			return herr
		}
		return nil
	})
	if herr == nil && jerr != nil {
		herr = r.fault(jerr, where())
	}
	if herr != nil {
		return at(i, -1, herr)
	}
	if sraw := f.optional(keyStock); sraw != nil {
		if dl.Stock, err = r.cards(r.decoder(sraw), func() string { return where() + ".stock" }); err != nil {
			return at(i, -1, err)
		}
	}
	araw, err := f.required(keyActions, dealKeys, where())
	if err != nil {
		return at(i, -1, err)
	}
	if araw.Kind() != strictjson.Array {
		return at(i, -1, notA(where()+".actions", anArray, araw))
	}
	n := f.n[keyActions]
	if n > MaxActions {
		return at(i, -1, badRecord(place(where(), rule.Facts{Sentence: sentence.TooManyActions, Count: n, Want: MaxActions})))
	}
	dl.Actions = make([]variant.Move, 0, n)
	ad := r.decoder(araw)
	var aerr error
	jerr = ad.Array(func(j int) error {
		a, err := ad.Value()
		if err != nil {
			return err
		}
		mv, verr := parseAction(a, seats)
		if verr != nil {
			// Name the action only now: most actions read.
			f := verr.Facts
			f.At = both(fmt.Sprintf("%s.actions[%d]: ", where(), j))
			aerr = at(i, j, rule.Fact(verr.ID, verr.Ref, verr.Seat, f))
			return aerr
		}
		dl.Actions = append(dl.Actions, mv)
		return nil
	})
	if aerr == nil && jerr != nil {
		aerr = at(i, -1, r.fault(jerr, where()))
	}
	return aerr
}

// cardOf reads one card: a string card.Parse accepts, else bad-card (or
// bad-record for a value that is not a string at all).
func cardOf(v strictjson.Value, what string) (card.Card, *rule.Violation) {
	if v.Kind() != strictjson.String {
		return 0, badRecord(place(what, rule.Facts{Sentence: sentence.MustBeCard, Value: v.Short()}))
	}
	text, err := v.Text(MaxString)
	var c card.Card
	if err == nil {
		err = c.UnmarshalText(text)
	}
	if err != nil {
		return 0, rule.Fact(rule.BadCard, "", rule.NoSeat, place(what, rule.Facts{Sentence: sentence.CardUnreadable, Value: v.Short()}))
	}
	return c, nil
}

// cards reads the array of cards d holds next, keeping order and
// repeats; what names the array in a message, and is called only for
// one.
func (r *reader) cards(d *strictjson.Decoder, what func() string) ([]card.Card, *rule.Violation) {
	if d.Kind() != strictjson.Array {
		v, err := d.Value()
		if err != nil {
			return nil, r.fault(err, what())
		}
		return nil, notA(what(), anArray, v)
	}
	out := []card.Card{} // no hand holds more than 16 cards but Old Maid's
	var bad *rule.Violation
	err := d.Array(func(i int) error {
		e, err := d.Value()
		if err != nil {
			return err
		}
		c, verr := cardOf(e, "")
		if verr != nil {
			// Name the element only now: most cards read.
			_, bad = cardOf(e, fmt.Sprintf("%s[%d]", what(), i))
			return verr
		}
		if cap(out) == 0 {
			out = make([]card.Card, 0, 16)
		}
		out = append(out, c)
		return nil
	})
	if bad == nil && err != nil {
		bad = r.fault(err, what())
	}
	return out, bad
}

// parseAction reads one docs/records.md action with variant.ParseMove, the
// reader Move.UnmarshalJSON uses too, and refuses the engine's moves that
// records never hold (decline, drawAt, take).
func parseAction(raw strictjson.Value, seats int) (variant.Move, *rule.Violation) {
	m, err := variant.ParseMove([]byte(raw), seats)
	if err != nil {
		return variant.Move{}, violation(err)
	}
	switch m.Kind {
	case variant.Decline, variant.DrawAt, variant.Take:
		return variant.Move{}, badRecord(rule.Facts{Sentence: sentence.EngineMove, Name: m.Kind.String()})
	}
	return m, nil
}
