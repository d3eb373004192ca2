package rule_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/blackqueen/rules/rule"
)

// recordsTable is the rule table of docs/records.md, in its order, with the
// exit code the referee gives each: 2 for a record that cannot be judged,
// 1 for an illegal action.
var recordsTable = []struct {
	id   rule.ID
	name string
	exit int
}{
	{rule.BadRecord, "bad-record", 2},
	{rule.UnknownGame, "unknown-game", 2},
	{rule.UnknownOption, "unknown-option", 2},
	{rule.BadCard, "bad-card", 2},
	{rule.BadDeal, "bad-deal", 2},
	{rule.BadOptions, "bad-options", 2},
	{rule.MatchOver, "match-over", 1},
	{rule.WrongDealer, "wrong-dealer", 1},
	{rule.NotYourTurn, "not-your-turn", 1},
	{rule.WrongPhase, "wrong-phase", 1},
	{rule.DealOver, "deal-over", 1},
	{rule.CardNotHeld, "card-not-held", 1},
	{rule.FollowSuit, "follow-suit", 1},
	{rule.PassCount, "pass-count", 1},
	{rule.StockCount, "stock-count", 1},
	{rule.StockUnchanged, "stock-unchanged", 1},
	{rule.NotPassable, "not-passable", 1},
	{rule.AnnounceWindow, "announce-window", 1},
	{rule.AnnounceConflict, "announce-conflict", 1},
	{rule.OptionOff, "option-off", 1},
	{rule.HeartsNotBroken, "hearts-not-broken", 1},
	{rule.FirstTrickPenalty, "first-trick-penalty", 1},
	{rule.OpeningLead, "opening-lead", 1},
}

// projectIDs are the identifiers this project adds to docs/records.md.
var projectIDs = []struct {
	id   rule.ID
	name string
	exit int
}{
	{rule.BadSeat, "bad-seat", 1},
}

func TestNames(t *testing.T) {
	for _, tt := range append(recordsTable, projectIDs...) {
		if got := tt.id.String(); got != tt.name {
			t.Errorf("ID %d String = %q; want %q", tt.id, got, tt.name)
		}
		if got, ok := rule.ParseID(tt.name); got != tt.id || !ok {
			t.Errorf("ParseID(%q) = %v, %v; want %v, true", tt.name, got, ok, tt.id)
		}
		if got := tt.id.Exit(); got != tt.exit {
			t.Errorf("%v.Exit() = %d; want %d", tt.id, got, tt.exit)
		}
		if got := tt.id.Error(); got != tt.name {
			t.Errorf("%v.Error() = %q; want %q", tt.id, got, tt.name)
		}
	}
	if rule.None.String() != "none" || rule.None.Exit() != 0 {
		t.Errorf("None: String %q, Exit %d; want none, 0", rule.None.String(), rule.None.Exit())
	}
	if got, ok := rule.ParseID("none"); got != rule.None || !ok {
		t.Errorf(`ParseID("none") = %v, %v; want None, true`, got, ok)
	}
}

// TestIDs checks that IDs lists every identifier but None, once each, in
// declaration order: the docs/records.md table, then the project's own.
func TestIDs(t *testing.T) {
	var want []rule.ID
	for _, tt := range append(recordsTable, projectIDs...) {
		want = append(want, tt.id)
	}
	if diff := cmp.Diff(want, rule.IDs()); diff != "" {
		t.Errorf("IDs mismatch (-want +got):\n%s", diff)
	}
	names := map[string]bool{}
	for _, id := range rule.IDs() {
		if names[id.String()] {
			t.Errorf("name %q is used twice", id.String())
		}
		names[id.String()] = true
		if back, ok := rule.ParseID(id.String()); !ok || back != id {
			t.Errorf("ParseID(%v.String()) = %v, %v", id, back, ok)
		}
	}
}

func TestParseIDUnknown(t *testing.T) {
	for _, s := range []string{"", "follow_suit", "Follow-Suit", "FOLLOW-SUIT", " follow-suit", "follow-suit ", "followsuit", "rule follow-suit", "rule(30)", "exit-2"} {
		if got, ok := rule.ParseID(s); ok || got != rule.None {
			t.Errorf("ParseID(%q) = %v, %v; want None, false", s, got, ok)
		}
	}
}

func TestOutOfRange(t *testing.T) {
	for _, id := range []rule.ID{rule.BadSeat + 1, 100, 255} {
		want := fmt.Sprintf("rule(%d)", uint8(id))
		if got := id.String(); got != want {
			t.Errorf("ID(%d).String() = %q; want %q", uint8(id), got, want)
		}
		if got := id.Exit(); got != 1 {
			t.Errorf("ID(%d).Exit() = %d; want 1", uint8(id), got)
		}
		if _, ok := rule.ParseID(id.String()); ok {
			t.Errorf("ParseID(%q) succeeded", id.String())
		}
	}
}

// TestRecordsFile reads the rule table of the module's own
// docs/records.md, so that the contract it states and the rule IDs the
// code returns cannot drift apart: the same names in the same order,
// each with its exit code.
func TestRecordsFile(t *testing.T) {
	path := filepath.Join("..", "docs", "records.md")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	start := strings.Index(text, "| rule | exit | meaning |")
	if start < 0 {
		t.Fatalf("%s has no rule table", path)
	}
	var names []string
	exit := map[string]int{}
	name := regexp.MustCompile("`([a-z-]+)`")
	for _, line := range strings.Split(text[start:], "\n")[2:] {
		if !strings.HasPrefix(line, "|") {
			break
		}
		cells := strings.SplitN(line, "|", 4)
		m := name.FindStringSubmatch(cells[1])
		code, err := strconv.Atoi(strings.TrimSpace(cells[2]))
		if m == nil || err != nil {
			t.Fatalf("%s: a row of the rule table without a rule and an exit code: %q", path, line)
		}
		names = append(names, m[1])
		exit[m[1]] = code
	}
	var want []string
	wantExit := map[string]int{}
	for _, tt := range recordsTable {
		want = append(want, tt.name)
		wantExit[tt.name] = tt.exit
	}
	if diff := cmp.Diff(want, names); diff != "" {
		t.Errorf("rule names of %s mismatch (-this test +docs/records.md):\n%s", path, diff)
	}
	if diff := cmp.Diff(wantExit, exit); diff != "" {
		t.Errorf("exit codes of %s mismatch (-this test +docs/records.md):\n%s", path, diff)
	}
}

// TestViolationErrors checks that errors.Is finds the rule of a
// *Violation, also when wrapped, and that errors.As reads its details.
func TestViolationErrors(t *testing.T) {
	v := rule.New(rule.FollowSuit, "TT-2", 2,
		"Seat 2 must follow diamonds and holds 9♦, 10♦.",
		"Platz 2 muss Karo bedienen und hat 9♦, 10♦.")
	want := &rule.Violation{ID: rule.FollowSuit, Ref: "TT-2", Seat: 2,
		EN: "Seat 2 must follow diamonds and holds 9♦, 10♦.",
		DE: "Platz 2 muss Karo bedienen und hat 9♦, 10♦."}
	if diff := cmp.Diff(want, v); diff != "" {
		t.Errorf("New mismatch (-want +got):\n%s", diff)
	}
	wrapped := fmt.Errorf("deal 0, action 8: %w", v)
	for _, err := range []error{v, wrapped} {
		if !errors.Is(err, rule.FollowSuit) {
			t.Errorf("errors.Is(%v, FollowSuit) = false", err)
		}
		for _, other := range []rule.ID{rule.None, rule.CardNotHeld, rule.NotYourTurn, rule.BadCard} {
			if errors.Is(err, other) {
				t.Errorf("errors.Is(%v, %v) = true", err, other)
			}
		}
		var got *rule.Violation
		if !errors.As(err, &got) || got != v {
			t.Errorf("errors.As(%v) = %v; want the Violation", err, got)
		}
		var id rule.ID
		if !errors.As(err, &id) || id != rule.FollowSuit {
			t.Errorf("errors.As(%v, *ID) = %v; want FollowSuit", err, id)
		}
	}
	if got := v.Error(); got != "follow-suit (TT-2): Seat 2 must follow diamonds and holds 9♦, 10♦." {
		t.Errorf("Error() = %q", got)
	}
	if got := wrapped.Error(); got != "deal 0, action 8: follow-suit (TT-2): Seat 2 must follow diamonds and holds 9♦, 10♦." {
		t.Errorf("wrapped Error() = %q", got)
	}
	if got := v.Message("de"); got != want.DE {
		t.Errorf(`Message("de") = %q`, got)
	}
	for _, lang := range []string{"en", "", "fr", "DE"} {
		if got := v.Message(lang); got != want.EN {
			t.Errorf("Message(%q) = %q; want the English message", lang, got)
		}
	}
	// An ID on its own is an error too.
	var err error = rule.NotPassable
	if !errors.Is(err, rule.NotPassable) || err.Error() != "not-passable" {
		t.Errorf("ID as error: %v", err)
	}
}

func TestViolationError(t *testing.T) {
	tests := []struct {
		v    *rule.Violation
		want string
	}{
		{&rule.Violation{ID: rule.NotPassable, Ref: "MAD-R7", Seat: 1, EN: "Seat 1 may not put QS into the stock."}, "not-passable (MAD-R7): Seat 1 may not put QS into the stock."},
		{&rule.Violation{ID: rule.BadCard, Seat: rule.NoSeat, EN: `"11D" is not a card.`}, `bad-card: "11D" is not a card.`},
		{&rule.Violation{ID: rule.WrongDealer, Ref: "C-8", Seat: rule.NoSeat}, "wrong-dealer (C-8)"},
		{&rule.Violation{ID: rule.MatchOver}, "match-over"},
		{&rule.Violation{}, "none"},
	}
	for _, tt := range tests {
		if got := tt.v.Error(); got != tt.want {
			t.Errorf("Error() = %q; want %q", got, tt.want)
		}
	}
	if rule.NoSeat >= 0 {
		t.Errorf("NoSeat = %d; want a negative value no seat can have", rule.NoSeat)
	}
}

// TestExitCodes checks the referee's exit code for every identifier:
// 2 for bad-record, unknown-game, unknown-option, bad-card, bad-deal and
// bad-options, which make a record impossible to judge; 1 for every other
// rule; 0 for None.
func TestExitCodes(t *testing.T) {
	two := map[rule.ID]bool{rule.BadRecord: true, rule.UnknownGame: true, rule.UnknownOption: true,
		rule.BadCard: true, rule.BadDeal: true, rule.BadOptions: true}
	for _, id := range rule.IDs() {
		want := 1
		if two[id] {
			want = 2
		}
		if got := id.Exit(); got != want {
			t.Errorf("%v.Exit() = %d; want %d", id, got, want)
		}
		v := rule.New(id, "", rule.NoSeat, "", "")
		var got *rule.Violation
		if err := error(v); !errors.As(err, &got) || got.ID.Exit() != want {
			t.Errorf("Exit through errors.As for %v failed", id)
		}
	}
}

// TestFormat checks that fmt prints an ID as its record name: fmt
// prefers Error to String, so both must agree.
func TestFormat(t *testing.T) {
	for _, id := range rule.IDs() {
		for _, verb := range []string{"%v", "%s", "%+v"} {
			if got := fmt.Sprintf(verb, id); got != id.String() {
				t.Errorf("Sprintf(%q, %d) = %q; want %q", verb, uint8(id), got, id.String())
			}
		}
		if got, want := fmt.Sprintf("%q", id), `"`+id.String()+`"`; got != want {
			t.Errorf("Sprintf(%%q, %d) = %s; want %s", uint8(id), got, want)
		}
		if got := fmt.Sprintf("%d", id); got != fmt.Sprint(uint8(id)) {
			t.Errorf("Sprintf(%%d, %d) = %s", uint8(id), got)
		}
	}
}

// TestIDJSON checks that an ID is a JSON string with its record name,
// as in a verdict's "rule" field.
func TestIDJSON(t *testing.T) {
	type verdictError struct {
		Rule rule.ID `json:"rule"`
	}
	for _, id := range append(rule.IDs(), rule.None) {
		b, err := json.Marshal(verdictError{id})
		if want := `{"rule":"` + id.String() + `"}`; err != nil || string(b) != want {
			t.Errorf("Marshal(%v) = %s, %v; want %s", id, b, err, want)
		}
		var back verdictError
		if err := json.Unmarshal(b, &back); err != nil || back.Rule != id {
			t.Errorf("Unmarshal(%s) = %v, %v; want %v", b, back.Rule, err, id)
		}
	}
	if _, err := json.Marshal(verdictError{rule.ID(200)}); err == nil {
		t.Error("Marshal of ID 200 succeeded")
	}
	for _, in := range []string{`{"rule":"Follow-Suit"}`, `{"rule":""}`, `{"rule":"rule(3)"}`, `{"rule":3}`} {
		v := verdictError{rule.FollowSuit}
		if err := json.Unmarshal([]byte(in), &v); err == nil || v.Rule != rule.FollowSuit {
			t.Errorf("Unmarshal(%s) = %v, %v; want an error and the ID unchanged", in, v.Rule, err)
		}
	}
	var id rule.ID
	if err := id.UnmarshalText([]byte("card-not-held")); err != nil || id != rule.CardNotHeld {
		t.Errorf("UnmarshalText(card-not-held) = %v, %v", id, err)
	}
	if b, err := rule.OpeningLead.MarshalText(); err != nil || string(b) != "opening-lead" {
		t.Errorf("OpeningLead.MarshalText() = %q, %v", b, err)
	}
}

func TestMessageFallsBack(t *testing.T) {
	v := &rule.Violation{ID: rule.FollowSuit, Ref: "TT-2", Seat: 1, EN: "Seat 1 must follow clubs."}
	if got := v.Message("de"); got != v.EN {
		t.Errorf("Message(de) without German = %q; want the English %q", got, v.EN)
	}
	bare := &rule.Violation{ID: rule.FollowSuit, Ref: "TT-2"}
	if got, want := bare.Message("en"), bare.Error(); got != want {
		t.Errorf("Message(en) without text = %q; want %q", got, want)
	}
}
