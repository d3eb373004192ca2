package main

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/blackqueen/rules/games"
)

// TestStoppedNamesTheLeaders checks that a match stopped by -deals names
// the seats with the fewest points so far (rounds lost in Old Maid), as
// read off the score sheet's last line (MAD-R28, BM-R9, SH-R10, SAU-R10,
// OM-R9).
func TestStoppedNamesTheLeaders(t *testing.T) {
	said := regexp.MustCompile(`Stopped after \d+ (deals|rounds)\. Fewest (points|rounds lost) so far: (.+) \((-?\d+)\)\.`)
	for _, id := range games.All() {
		t.Run(id.String(), func(t *testing.T) {
			code, out, errOut := runArgs(t, "", "-auto", "-game", id.String(), "-deals", "2", "-seed", "7")
			if code != 0 {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			if strings.Contains(out, "The match is over") {
				t.Skip("the match ended by itself in two deals")
			}
			m := said.FindStringSubmatch(out)
			if m == nil {
				t.Fatalf("no leaders named at the stop:\n%s", tail(out))
			}
			totals := lastTotals(t, out)
			low := totals[0]
			for _, x := range totals {
				low = min(low, x)
			}
			var want []string
			for x, total := range totals {
				if total == low {
					want = append(want, "Seat "+strconv.Itoa(x+1))
				}
			}
			if got := m[3]; got != strings.Join(want, ", ") || m[4] != strconv.Itoa(low) {
				t.Errorf("named %s (%s), the sheet's lowest total is %d for %s:\n%s", got, m[4], low, strings.Join(want, ", "), tail(out))
			}
		})
	}
}

// lastTotals returns the numbers of the score sheet's last "Total" or
// "Rounds lost" line in out.
func lastTotals(t *testing.T, out string) []int {
	t.Helper()
	var line string
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "Total ") || strings.HasPrefix(l, "Rounds lost ") {
			line = l
		}
	}
	var totals []int
	for _, f := range strings.Fields(line) {
		if n, err := strconv.Atoi(f); err == nil {
			totals = append(totals, n)
		}
	}
	if len(totals) == 0 {
		t.Fatalf("no score sheet total in:\n%s", tail(out))
	}
	return totals
}

// TestEmptyLineSaysWhatToType checks that an empty line at a decision
// without a default answer is answered with what to type, not a silent
// second prompt.
func TestEmptyLineSaysWhatToType(t *testing.T) {
	_, out, _ := runArgs(t, "\nquit\ny\n", "-plain", "-game", "hearts", "-seats", "4", "-seed", "5")
	if !strings.Contains(out, "Three cards to pass to Seat 2 (on your left): Type three cards, such as QS KS AS, or help.") {
		t.Errorf("no hint after the empty line at the pass:\n%s", tail(out))
	}
	_, out, _ = runArgs(t, "\n\nquit\ny\n", "-plain", "-game", "schwarze-madonna", "-seats", "4", "-seed", "3")
	if !strings.Contains(out, "Type the card to play, such as QS or 10h, or help.") {
		t.Errorf("no hint after the empty line at the play:\n%s", tail(out))
	}
}

// TestHandShownOnceBeforeTheFirstLead checks that at the start of a
// Schwarze Madonna deal the user's hand is printed once, not a second
// time by the announcement question that follows it (MAD-R17).
func TestHandShownOnceBeforeTheFirstLead(t *testing.T) {
	_, out, _ := runArgs(t, "\nquit\ny\n", "-plain", "-game", "schwarze-madonna", "-seats", "4", "-seed", "3")
	before, _, ok := strings.Cut(out, "Announce now?")
	if !ok {
		t.Fatalf("no announcement question:\n%s", tail(out))
	}
	if n := strings.Count(before, "Your hand:"); n != 1 {
		t.Errorf("the hand is shown %d times before the question:\n%s", n, before)
	}
}

// TestPushSaysTheFactor pushes the Schwarze Sau stock in the line mode:
// the table says by how much the deal's scores count now, in each
// language.
func TestPushSaysTheFactor(t *testing.T) {
	for lang, want := range map[string]string{
		"en": "You push the stock on unseen (“Schiebe!”): the scores of this deal count ×2 now.",
		"de": "Du schiebst den Stock ungesehen weiter („Schiebe!“): die Punkte dieses Spiels zählen jetzt ×2.",
	} {
		_, out, _ := runArgs(t, "push\nquit\ny\n", "-plain", "-game", "schwarze-sau", "-seats", "3", "-seed", "2",
			"-opt", "stock-exchange=true", "-opt", "schieben=true", "-lang", lang)
		if !strings.Contains(out, want) {
			t.Errorf("%s: no %q in:\n%s", lang, want, tail(out))
		}
	}
}
