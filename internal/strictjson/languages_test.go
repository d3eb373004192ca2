package strictjson

import (
	"errors"
	"strings"
	"testing"
)

// TestSyntaxErrorsInEveryLanguage: each way a text fails to be JSON is
// told in English, German and Danish, each in its own words, and the
// Danish says what should follow where the English does.
func TestSyntaxErrorsInEveryLanguage(t *testing.T) {
	for doc, da := range map[string]string{
		``:                              "ingen JSON-værdi",
		`[1] 2`:                         "mere tekst efter JSON-værdien",
		`"abc`:                          "teksten slutter inde i en tekststreng",
		`"\u12xy"`:                      `en \u kræver fire hexadecimale cifre`,
		`"\x"`:                          "en ukendt escape-sekvens i en tekststreng",
		"\"\x01\"":                      "et kontroltegn inde i en tekststreng",
		`-`:                             "et fejlformet tal",
		`[1 2]`:                         `uventet '2', hvor ',' eller ']' skulle følge`,
		`{1:2}`:                         `uventet '1', hvor en nøgle i anførselstegn skulle følge`,
		`{"a" 2}`:                       `uventet '2', hvor ':' skulle følge`,
		`[`:                             "teksten slutter, hvor en værdi skulle følge",
		strings.Repeat("[", MaxDepth+1): "indlejret mere end 32 niveauer dybt",
	} {
		_, err := Parse([]byte(doc))
		var syn *SyntaxError
		if !errors.As(err, &syn) {
			t.Errorf("%q: %v, want a SyntaxError", doc, err)
			continue
		}
		if syn.MsgDA != da {
			t.Errorf("%q: Danish %q, want %q", doc, syn.MsgDA, da)
		}
		if syn.MsgDE == syn.MsgDA || syn.Msg == syn.MsgDA {
			t.Errorf("%q: the Danish %q repeats another language (%q, %q)", doc, syn.MsgDA, syn.Msg, syn.MsgDE)
		}
	}
}

// TestKindNamesInEveryLanguage: every kind of value, and none, has a
// Danish name, and those names differ from one another.
func TestKindNamesInEveryLanguage(t *testing.T) {
	seen := map[string]Kind{}
	for k := Kind(0); k <= Object; k++ {
		if k.NameDA() == "" {
			t.Errorf("kind %d has no Danish name", k)
		}
		if prev, ok := seen[k.NameDA()]; ok {
			t.Errorf("kinds %d and %d are both %q in Danish", prev, k, k.NameDA())
		}
		seen[k.NameDA()] = k
	}
	if got := Value(`{}`).Kind().NameDA(); got != "et objekt" {
		t.Errorf("an object in Danish: %q", got)
	}
}
