package strictjson

import (
	"errors"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// TestDecoderAgreesWithParse: a Decoder's Value reads exactly what Parse
// reads, with the same error at the same offset, and ValueLen counts an
// array's elements as Len does.
func TestDecoderAgreesWithParse(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		doc := rapid.SampledFrom([]string{"", " ", "\n"}).Draw(t, "lead") + genJSON(t, 1) + pick(t, "trail", "", " x", " {}", "]")
		want, werr := Parse([]byte(doc))
		d := NewDecoder([]byte(doc), func() error { return nil })
		got, n, err := d.ValueLen()
		if err == nil {
			err = d.End()
		}
		var ws, gs *SyntaxError
		if (werr == nil) != (err == nil) || (werr != nil && (!errors.As(werr, &ws) || !errors.As(err, &gs) || *ws != *gs)) {
			t.Fatalf("%q: Parse %v, Decoder %v", doc, werr, err)
		}
		if werr == nil && (string(got) != string(want) || (want.Kind() == Array && n != want.Len())) {
			t.Fatalf("%q: Parse %s (%d), Decoder %s (%d)", doc, want, want.Len(), got, n)
		}
	})
}

// TestDecoderObject: Object hands each known key's index to f, reads a
// value f leaves, and ends at an unknown or repeated key before reading
// its value (which here is not even JSON).
func TestDecoderObject(t *testing.T) {
	keys := []string{"seat", "play", "é"}
	tests := []struct {
		in   string
		seen []int
		err  error
	}{
		{`{}`, nil, nil},
		{`{"seat": 1, "play": {"x": [1, 2]}, "\u00e9": null}`, []int{0, 1, 2}, nil},
		{`{"seat": 1, "x": ]`, []int{0}, &UnknownKeyError{"x"}},
		{`{"seat": 1, "se\u0061t": ]`, []int{0}, &DuplicateKeyError{"seat"}},
		{`{"` + strings.Repeat("k", 100<<10) + `": ]`, nil, &UnknownKeyError{strings.Repeat("k", 8*ShortLen-1)}},
	}
	for _, tt := range tests {
		d := NewDecoder([]byte(tt.in), nil)
		var seen []int
		err := d.Object(keys, func(k int) error { seen = append(seen, k); return nil })
		if !equalErr(err, tt.err) || len(seen) != len(tt.seen) {
			t.Errorf("%.40q: keys %v, error %v; want %v, %v", tt.in, seen, err, tt.seen, tt.err)
		}
	}
}

func equalErr(a, b error) bool {
	var ua, ub *UnknownKeyError
	var da, db *DuplicateKeyError
	switch {
	case a == nil || b == nil:
		return a == b
	case errors.As(a, &ua) && errors.As(b, &ub):
		return *ua == *ub
	case errors.As(a, &da) && errors.As(b, &db):
		return *da == *db
	}
	return false
}

// TestKeyPrefix: a long key is decoded only as far as a message needs,
// never cut inside an escape or a character, and what is decoded is the
// start of the key.
func TestKeyPrefix(t *testing.T) {
	for _, key := range []string{strings.Repeat("é", 500), strings.Repeat(`\u00e9`, 500), strings.Repeat(`a\n`, 500), "x" + strings.Repeat("♠", 400)} {
		raw := Value(`"` + key + `"`)
		full := unquote(raw)
		p := keyPrefix(raw)
		if !strings.HasPrefix(full, p) || len(p) <= ShortLen || len(p) > 8*ShortLen+8 {
			t.Errorf("keyPrefix of %.20s…: %d bytes %.20q", key, len(p), p)
		}
	}
}

// TestDecoderChecks: whatever the shape of the input, a Decoder asks its
// check at least every CheckEvery bytes (plus the longest step it takes
// at once, a \u escape), and an error from check ends the reading at
// once: every method then returns it.
func TestDecoderChecks(t *testing.T) {
	n := 8 * CheckEvery
	for name, doc := range map[string]string{
		"string":      `"` + strings.Repeat("x", n) + `"`,
		"escapes":     `"` + strings.Repeat(`\u00e9`, n/6) + `"`,
		"number":      "1" + strings.Repeat("0", n) + ".5e" + strings.Repeat("1", n),
		"zeros":       "[" + strings.Repeat("0,", n/2) + "0]",
		"literals":    "[" + strings.Repeat("null,", n/5) + "true]",
		"empty":       "[" + strings.Repeat("[],", n/3) + "{}]",
		"space":       "[" + strings.Repeat(" ", n) + "]",
		"keys":        "{" + strings.Repeat(`"":0,`, n/5) + `"":0}`,
		"nested":      strings.Repeat("[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[0]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]],", n/64) + "0",
		"one element": "[" + strings.Repeat(" ", n) + "0" + strings.Repeat(" ", n) + "]",
	} {
		if name == "nested" {
			doc = "[" + doc + "]"
		}
		var offsets []int
		var d *Decoder
		d = NewDecoder([]byte(doc), func() error { offsets = append(offsets, d.s.next-CheckEvery); return nil })
		if _, err := d.Value(); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		last := 0
		for _, o := range append(offsets, len(doc)) {
			if o-last > CheckEvery+6 {
				t.Errorf("%s: %d bytes read between two checks", name, o-last)
			}
			last = o
		}
		stop := errors.New("stop")
		calls := 0
		d = NewDecoder([]byte(doc), func() error {
			if calls++; calls == 3 {
				return stop
			}
			return nil
		})
		if _, err := d.Value(); err != stop || d.Kind() != Invalid || d.End() != stop {
			t.Errorf("%s: the reading goes on after check's error: %v", name, err)
		}
		if calls != 3 {
			t.Errorf("%s: check called %d times after its error", name, calls-3)
		}
		d = NewDecoder([]byte(doc), func() error { return stop })
		if err := d.Array(func(int) error { return nil }); doc[0] == '[' && err != stop {
			t.Errorf("%s: Array after check's error: %v", name, err)
		}
	}
}

// TestDecoderAllocates: reading objects with keys written without
// escapes, and arrays, a Decoder allocates nothing.
func TestDecoderAllocates(t *testing.T) {
	doc := []byte(`{"seat": 1, "play": ["QS", "KC", [1, 2, {"seat": null}]], "é": "x"}`)
	keys := []string{"seat", "play", "é"}
	check := func() error { return nil }
	allocs := testing.AllocsPerRun(100, func() {
		d := NewDecoder(doc, check)
		_ = d.Object(keys, func(k int) error {
			if k == 1 {
				return d.Array(func(int) error { _, _, err := d.ValueLen(); return err })
			}
			return nil
		})
	})
	if allocs != 0 {
		t.Errorf("%v allocations", allocs)
	}
}

// FuzzDecoder: on any input a Decoder never panics and reads what Parse
// reads, with the same error; reading it as an object of two keys, or an
// array, stops at the first fault without panicking, and a check that
// stops at once is obeyed.
func FuzzDecoder(f *testing.F) {
	for _, s := range []string{`{"seat": 1, "play": "QS"}`, `[1, [2, {"a": null}]]`, `"\u00e9"`, `{"seat": 1, "seat": 2}`, `{"x": ]`, ``, ` 1e5 `} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		want, werr := Parse(b)
		d := NewDecoder(b, func() error { return nil })
		got, err := d.Value()
		if err == nil {
			err = d.End()
		}
		if (werr == nil) != (err == nil) || (werr == nil && string(got) != string(want)) {
			t.Fatalf("Parse %v, Decoder %v", werr, err)
		}
		d = NewDecoder(b, nil)
		_ = d.Object([]string{"seat", "play"}, func(int) error { _, _, err := d.ValueLen(); return err })
		d = NewDecoder(b, nil)
		_ = d.Array(func(int) error { return nil })
		stop := errors.New("stop")
		d = NewDecoder(b, func() error { return stop })
		if _, err := d.Value(); err != stop && d.Offset() > CheckEvery+6 {
			t.Fatalf("%d bytes read past a check that stops: %v", d.Offset(), err)
		}
	})
}
