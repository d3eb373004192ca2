package record

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/blackqueen/rules/card"
	"github.com/blackqueen/rules/games"
	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/internal/strictjson"
	"github.com/blackqueen/rules/rule"
	"github.com/blackqueen/rules/score"
	"github.com/blackqueen/rules/variant"
)

// Verdict is the referee's judgement of a record (docs/records.md "The
// verdict"). A legal record has Valid true and every field but Error; an
// illegal one, or one that cannot be judged, has Valid false and only
// Error. Its JSON has exactly the docs/records.md fields, with null where
// docs/records.md says null.
type Verdict struct {
	Valid bool
	// Deals has one entry per deal of the record.
	Deals []DealVerdict
	// Totals are the running totals after the last deal (Old Maid: the
	// rounds each seat lost), the record's own totals included.
	Totals []int
	// Over reports that the match has ended; Winners are then its
	// winners (several on a tie). Out lists the seats eliminated so far
	// (Schwarze Sau).
	Over    bool
	Winners []int
	Out     []int
	// Next says what may happen now when the last deal is not complete,
	// and is nil otherwise.
	Next *Next
	// Error is the first fault of an invalid record.
	Error *Fault
}

// DealVerdict is what happened in one deal.
type DealVerdict struct {
	// Points are what each seat scored for the deal after every
	// multiplier, and Outcome what decided them; both are nil while the
	// deal is not complete.
	Points  []int
	Outcome *score.Outcome
	// Complete is false when the record stops before the deal ends.
	Complete bool
	// Tricks are the tricks, the one still on the table included
	// (Winner nil); none for a void deal or Old Maid.
	Tricks []Trick
	// Loser is the Old Maid seat left holding the maid, else nil.
	Loser *int
	// Explanation gives each seat's terms of its Points, with their rule
	// IDs (variant.DealResult); nil while the deal is not complete. The
	// verdict's JSON, which the record format fixes, leaves it out; the
	// referee's text shows it.
	Explanation [][]score.Term
}

// Trick is one trick of a verdict: who led, the cards in the order
// played, and who won (nil while it is on the table).
type Trick struct {
	Leader int         `json:"leader"`
	Cards  []card.Card `json:"cards"`
	Winner *int        `json:"winner"`
}

// Next is what may happen now in an incomplete deal: the seat to act in
// turn (in the pass phase the first seat, from the dealer's left, that has
// not passed), the phase ("pass", "stock", "play" or "draw"), what that
// seat may do in turn and every announcement any seat may make out of
// turn (by seat, Jungfrau before Durchmarsch).
type Next struct {
	Seat     int            `json:"seat"`
	Phase    variant.Phase  `json:"phase"`
	Legal    []Legal        `json:"legal"`
	Announce []variant.Move `json:"announce"`
}

// Legal is one entry of Next.Legal, in the docs/records.md forms: a play or a
// draw of one card ({"seat": 2, "play": "9D"}), a pass or a stock
// exchange as a choice of Count cards From a set ({"seat": 0, "pass":
// {"count": 3, "from": [...]}}), or a push ({"seat": 1, "push": true}).
type Legal struct {
	Seat  int        `json:"seat"`
	Play  *card.Card `json:"play,omitempty"`
	Draw  *card.Card `json:"draw,omitempty"`
	Pass  *Choice    `json:"pass,omitempty"`
	Stock *Choice    `json:"stock,omitempty"`
	Push  bool       `json:"push,omitempty"`
}

// Choice is a choice of Count cards out of From (canonical order).
type Choice struct {
	Count int         `json:"count"`
	From  []card.Card `json:"from"`
}

// Fault is the verdict's error: where (0-based deal and action indexes,
// nil when the whole record is at fault; Action is nil for match-over,
// wrong-dealer and bad-deal), the seat at fault (nil when it is not one
// seat's), the rule broken, the rule ID (Ref, which the JSON
// leaves out) and the messages for people: EN, DE and DA (Danish). The
// JSON carries English and German, as docs/records.md has it, or the one
// language Language kept.
type Fault struct {
	Deal       *int
	Action     *int
	Seat       *int
	Rule       rule.ID
	Ref        string
	EN, DE, DA string
	// Facts are the facts of the case the engine reported (the card, the
	// suit led, the cards held), when it did; the verdict's JSON leaves
	// them out, the referee's text tells them.
	Facts rule.Facts
}

// Exit returns the referee's exit code: 0 for a legal record, 1 for an
// illegal action, 2 for a record that cannot be judged (docs/records.md).
func (v Verdict) Exit() int {
	if v.Valid {
		return 0
	}
	if v.Error == nil {
		return 2
	}
	return v.Error.Rule.Exit()
}

// Language returns v with the error message in lang only ("en", "de" or
// "da"); any other lang keeps English and German, the verdict's two
// languages by default.
func (v Verdict) Language(lang string) Verdict {
	if v.Error == nil {
		return v
	}
	f := *v.Error
	switch lang {
	case "en":
		f.DE, f.DA = "", ""
	case "de":
		f.EN, f.DA = "", ""
	case "da":
		f.EN, f.DE = "", ""
	default:
		f.DA = ""
	}
	v.Error = &f
	return v
}

// MarshalJSON encodes the verdict with exactly the docs/records.md fields.
func (v Verdict) MarshalJSON() ([]byte, error) {
	if !v.Valid {
		return json.Marshal(struct {
			Valid bool   `json:"valid"`
			Error *Fault `json:"error"`
		}{false, v.Error})
	}
	deals := v.Deals
	if deals == nil {
		deals = []DealVerdict{}
	}
	return json.Marshal(struct {
		Valid   bool          `json:"valid"`
		Deals   []DealVerdict `json:"deals"`
		Totals  []int         `json:"totals"`
		Over    bool          `json:"over"`
		Winners []int         `json:"winners"`
		Out     []int         `json:"out"`
		Next    *Next         `json:"next"`
	}{true, deals, nonNil(v.Totals), v.Over, nonNil(v.Winners), nonNil(v.Out), v.Next})
}

// nonNil returns s, or an empty slice for nil (a JSON [] rather than null).
func nonNil(s []int) []int {
	if s == nil {
		return []int{}
	}
	return s
}

// MarshalJSON encodes a deal's verdict.
func (d DealVerdict) MarshalJSON() ([]byte, error) {
	tricks := d.Tricks
	if tricks == nil {
		tricks = []Trick{}
	}
	return json.Marshal(struct {
		Points   []int          `json:"points"`
		Outcome  *score.Outcome `json:"outcome"`
		Complete bool           `json:"complete"`
		Tricks   []Trick        `json:"tricks"`
		Loser    *int           `json:"loser"`
	}{d.Points, d.Outcome, d.Complete, tricks, d.Loser})
}

// MarshalJSON encodes the error; a message emptied by Language is left
// out, and the Danish one is written only when it is the one Language
// kept (the verdict's default languages are English and German).
func (f Fault) MarshalJSON() ([]byte, error) {
	da := f.DA
	if f.EN != "" || f.DE != "" {
		da = ""
	}
	return json.Marshal(faultJSON{f.Deal, f.Action, f.Seat, f.Rule.String(), f.EN, f.DE, da})
}

// faultJSON is the docs/records.md form of a Fault, written and read.
type faultJSON struct {
	Deal   *int   `json:"deal"`
	Action *int   `json:"action"`
	Seat   *int   `json:"seat"`
	Rule   string `json:"rule"`
	EN     string `json:"en,omitempty"`
	DE     string `json:"de,omitempty"`
	DA     string `json:"da,omitempty"`
}

// UnmarshalJSON reads what MarshalJSON writes.
func (f *Fault) UnmarshalJSON(b []byte) error {
	var j faultJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	id, ok := rule.ParseID(j.Rule)
	if !ok {
		return fmt.Errorf("record: unknown rule %s", strictjson.Quote(j.Rule))
	}
	*f = Fault{Deal: j.Deal, Action: j.Action, Seat: j.Seat, Rule: id, EN: j.EN, DE: j.DE, DA: j.DA}
	return nil
}

// Invalid returns the verdict on a record with the fault err (an *Error,
// or any error, which is then bad-record for the whole record).
func Invalid(err error) Verdict {
	var e *Error
	if !errors.As(err, &e) {
		e = at(-1, -1, violation(err))
	}
	v := e.Violation
	f := &Fault{Deal: e.Deal, Action: e.Action, Rule: v.ID, Ref: v.Ref, EN: v.Message("en"), DE: v.Message("de"), DA: v.Message("da"), Facts: v.Facts}
	if v.Seat != rule.NoSeat {
		s := v.Seat
		f.Seat = &s
	}
	if f.Rule == rule.BadSeat {
		// Parse refuses seats that are not at the table; the engine's
		// bad-seat can only come from a record Parse did not read.
		f.Rule = rule.BadRecord
	}
	return Verdict{Error: f}
}

// Referee reads a record with Parse and judges it: the referee program in
// one call. It never panics on input, and holds the limits of Parse: a
// record of n bytes takes time linear in n and memory of a few times n
// (the package documentation gives the figures).
func Referee(b []byte) Verdict {
	v, _ := RefereeContext(context.Background(), b)
	return v
}

// RefereeContext is Referee that stops when ctx is done: reading the
// record, it asks ctx every strictjson.CheckEvery (16 KiB) bytes, and
// judging it, before each deal and every 64 actions, as JudgeContext
// does; it then returns ctx's error and no verdict.
func RefereeContext(ctx context.Context, b []byte) (Verdict, error) {
	rec, err := parse(ctx, b)
	var fault *Error
	if errors.As(err, &fault) {
		return Invalid(fault), nil
	}
	if err != nil {
		return Verdict{}, err // ctx's
	}
	return JudgeContext(ctx, rec)
}

// Judge replays rec through the engine and returns the verdict:
//
//   - the match is created with games.New (the first deal's dealer
//     deals first, announcements out of turn) and resumed from the
//     record's totals, out, carry and dealsPlayed (variant.Game.Resume;
//     a state that cannot be, such as out seats whose totals have not
//     reached the threshold, is bad-record, and so is a hand that is not
//     [] for a seat of "out", as docs/records.md says);
//   - each deal is dealt with variant.Game.DealCards: a dealer that does
//     not follow the rotation is wrong-dealer (exit 1), cards that are
//     not a deal of the game bad-deal (exit 2), a deal after the match
//     has ended match-over (exit 1), all with action null;
//   - a deal that follows a deal the record leaves unfinished is
//     bad-record (exit 2) at the unfinished deal: docs/records.md lets only
//     the last deal stop early;
//   - each action is applied with variant.Game.Apply; the first illegal
//     one stops the replay, and the verdict names its deal, action, seat
//     and the rule the engine reports (deal-over for any action after its
//     deal ended, an early end or a void deal included).
//
// rec must come from Parse or be built to the same rules (seats and
// dealers of the table, at least one deal); Judge does not panic on
// anything else, but may report it as bad-record.
func Judge(rec *Record) Verdict {
	v, _ := JudgeContext(context.Background(), rec)
	return v
}

// JudgeContext is Judge that stops when ctx is done: it looks at ctx
// before each deal and every 64 actions, and then returns ctx's error
// and no verdict. A server judging records it was sent gives each a
// deadline; Judge alone takes time linear in the record's actions (at
// most MaxDeals deals of MaxActions actions from Parse).
func JudgeContext(ctx context.Context, rec *Record) (Verdict, error) {
	if rec == nil || len(rec.Deals) == 0 {
		return Invalid(at(-1, -1, badRecord(rule.Facts{Sentence: sentence.NoDeal}))), nil
	}
	if err := matchFields(rec); err != nil {
		return Invalid(at(-1, -1, err)), nil
	}
	o, err := games.WithSetup(rec.Game, rec.Options, variant.Setup{FirstDealer: rec.Deals[0].Dealer})
	if err != nil {
		return Invalid(at(-1, -1, violation(err))), nil
	}
	g, err := games.New(rec.Game, rec.Seats, o, rand.NewPCG(0, 0))
	if err != nil {
		return Invalid(at(-1, -1, violation(err))), nil
	}
	if err := g.Resume(variant.MatchState{Totals: rec.Totals, Out: rec.Out, Carry: rec.Carry, DealsPlayed: rec.DealsPlayed}); err != nil {
		return Invalid(at(-1, -1, violation(err))), nil
	}
	// The verdicts grow deal by deal: a record refused at its first deal
	// costs nothing for the deals after it.
	deals := make([]DealVerdict, 0, min(len(rec.Deals), 64))
	for i := range rec.Deals {
		d := &rec.Deals[i]
		if i > 0 && !deals[i-1].Complete {
			n := len(rec.Deals[i-1].Actions)
			return Invalid(at(i-1, -1, badRecord(rule.Facts{Sentence: sentence.StoppedEarly, Count: i - 1, Want: n}))), nil
		}
		if g.Over() {
			return Invalid(at(i, -1, rule.Fact(rule.MatchOver, "", rule.NoSeat, rule.Facts{Sentence: sentence.DealAfterEnd, Count: i}))), nil
		}
		if err := checkHands(d, rec.Seats); err != nil {
			return Invalid(at(i, -1, err)), nil
		}
		for _, s := range rec.Out {
			if len(d.Hands[s]) > 0 {
				// docs/records.md "out": the seats out before the record
				// "get hands: [], or the record is exit 2, bad-record".
				return Invalid(at(i, -1, badRecord(rule.Facts{Sentence: sentence.OutSeatHand, Other: s}))), nil
			}
		}
		if err := g.DealCards(d.Dealt()); err != nil {
			return Invalid(at(i, -1, violation(err))), nil
		}
		deals = append(deals, DealVerdict{})
		ended(g, &deals[i])
		if err := done(ctx); err != nil {
			return Verdict{}, err
		}
		for j, m := range d.Actions {
			if j%64 == 63 {
				if err := done(ctx); err != nil {
					return Verdict{}, err
				}
			}
			if err := g.Apply(m); err != nil {
				return Invalid(at(i, j, violation(err))), nil
			}
			ended(g, &deals[i])
		}
		if !deals[i].Complete {
			deals[i].Tricks = tricksNow(g)
		}
	}
	v := Verdict{Valid: true, Deals: deals, Totals: g.Totals(), Over: g.Over(), Winners: g.Winners(), Out: g.Out()}
	if !deals[len(deals)-1].Complete {
		v.Next = next(g)
	}
	return v, nil
}

// checkHands refuses what variant.Dealt cannot carry: more hands than
// seats, or a card listed twice (which a card.Set would silently merge).
func checkHands(d *Deal, seats int) *rule.Violation {
	bad := func(f rule.Facts) *rule.Violation { return rule.Fact(rule.BadDeal, "", rule.NoSeat, f) }
	if len(d.Hands) != seats {
		return bad(rule.Facts{Sentence: sentence.HandCount, Count: len(d.Hands), Seats: seats})
	}
	lists := append([][]card.Card{d.Stock}, d.Hands...)
	for k, l := range lists {
		var seen card.Set
		for _, c := range l {
			if seen.Has(c) {
				if k > 0 {
					return bad(rule.Facts{Sentence: sentence.TwiceInHand, Card: c, Other: k - 1})
				}
				return bad(rule.Facts{Sentence: sentence.TwiceInStock, Card: c})
			}
			seen = seen.Add(c)
		}
	}
	return nil
}

// ended fills in d when the deal has just ended.
func ended(g variant.Game, d *DealVerdict) {
	if d.Complete {
		return
	}
	switch g.Phase() {
	case variant.PhaseDealOver, variant.PhaseMatchOver:
	default:
		return
	}
	r, ok := g.Result()
	if !ok {
		return
	}
	d.Complete = true
	d.Points = r.Points
	d.Explanation = r.Explanation
	out := r.Outcome
	d.Outcome = &out
	d.Tricks = make([]Trick, 0, len(r.Tricks))
	for _, t := range r.Tricks {
		d.Tricks = append(d.Tricks, trickOf(t))
	}
	if r.Loser >= 0 {
		l := r.Loser
		d.Loser = &l
	}
}

func trickOf(t variant.TrickRecord) Trick {
	out := Trick{Leader: t.Leader, Cards: t.Cards}
	if out.Cards == nil {
		out.Cards = []card.Card{}
	}
	if t.Winner >= 0 {
		w := t.Winner
		out.Winner = &w
	}
	return out
}

// tricksNow lists the tricks of the running deal, the one on the table
// last. Every card played is face up, so any seat's view shows them.
func tricksNow(g variant.Game) []Trick {
	view, err := g.View(0)
	if err != nil {
		return []Trick{}
	}
	out := make([]Trick, 0, len(view.Tricks)+1)
	for _, t := range view.Tricks {
		out = append(out, trickOf(t))
	}
	if len(view.Current.Cards) > 0 {
		cur := trickOf(view.Current)
		cur.Winner = nil
		out = append(out, cur)
	}
	return out
}

// next says what may happen now in the running deal.
func next(g variant.Game) *Next {
	t := g.Turn()
	n := &Next{Seat: t.Seat, Phase: t.Phase, Legal: []Legal{}, Announce: g.Announcements(nil)}
	if n.Announce == nil {
		n.Announce = []variant.Move{}
	}
	if t.Seat < 0 {
		return n
	}
	switch t.Kind {
	case variant.Play, variant.Draw:
		for c := range t.Cards.All() {
			c := c
			l := Legal{Seat: t.Seat, Play: &c}
			if t.Kind == variant.Draw {
				l = Legal{Seat: t.Seat, Draw: &c}
			}
			n.Legal = append(n.Legal, l)
		}
	case variant.Pass:
		n.Legal = append(n.Legal, Legal{Seat: t.Seat, Pass: &Choice{Count: t.Count, From: t.Cards.Cards()}})
	case variant.Stock:
		n.Legal = append(n.Legal, Legal{Seat: t.Seat, Stock: &Choice{Count: t.Count, From: t.Cards.Cards()}})
		if t.CanPush {
			n.Legal = append(n.Legal, Legal{Seat: t.Seat, Push: true})
		}
	}
	return n
}
