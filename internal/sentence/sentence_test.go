package sentence_test

import (
	"testing"

	"github.com/blackqueen/rules/internal/sentence"
)

// TestKnown: every sentence from NotHeld to the last is known, and so
// told in each language; None and a number past the last are not.
func TestKnown(t *testing.T) {
	last := sentence.NotHeld
	for s := sentence.NotHeld; sentence.Known(s); s++ {
		if en, de, da := sentence.Text(s); en == "" || de == "" || da == "" {
			t.Errorf("sentence %d is known but lacks a language: %q / %q / %q", s, en, de, da)
		}
		last = s
	}
	if last < sentence.NoDealYet {
		t.Errorf("the known sentences end at %d, before NoDealYet (%d)", last, sentence.NoDealYet)
	}
	for _, s := range []sentence.Sentence{sentence.None, last + 1, 255} {
		if sentence.Known(s) {
			t.Errorf("sentence %d is known", s)
		}
	}
}

// TestToSeat: a sentence told to the seat at fault has all three
// languages, is a known sentence, and differs from what anyone else is
// told; None and a number past the last have none.
func TestToSeat(t *testing.T) {
	told := 0
	for s := sentence.None; s < 255; s++ {
		en, de, da := sentence.ToSeat(s)
		if en+de+da == "" {
			continue
		}
		told++
		if !sentence.Known(s) {
			t.Errorf("sentence %d is unknown but told to its seat: %q", s, en)
		}
		if en == "" || de == "" || da == "" {
			t.Errorf("sentence %d told to its seat lacks a language: %q / %q / %q", s, en, de, da)
		}
		if oen, ode, oda := sentence.Text(s); en == oen || de == ode || da == oda {
			t.Errorf("sentence %d is told to its seat as to anyone: %q / %q / %q", s, en, de, da)
		}
	}
	if en, _, _ := sentence.ToSeat(sentence.MustFollow); en != "You must follow %[3]s: you hold %[4]s." {
		t.Errorf("MustFollow told to its seat: %q", en)
	}
	if told < 20 {
		t.Errorf("%d sentences told to their seat, want the 20 or more of the move checks", told)
	}
}
