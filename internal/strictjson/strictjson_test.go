package strictjson

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// pick returns good, or now and then (one time in thirty) one of bad.
func pick(t *rapid.T, name, good string, bad ...string) string {
	if rapid.IntRange(0, 29).Draw(t, name) > 0 {
		return good
	}
	return rapid.SampledFrom(bad).Draw(t, name+" fault")
}

// genJSON draws JSON text from a small grammar, sometimes with a fault.
func genJSON(t *rapid.T, depth int) string {
	if depth > 3 {
		return rapid.SampledFrom([]string{`0`, `"s"`, `null`}).Draw(t, "leaf")
	}
	switch rapid.IntRange(0, 9).Draw(t, "kind") {
	case 0:
		return pick(t, "literal", rapid.SampledFrom([]string{`null`, `true`, `false`}).Draw(t, "literal name"), `nul`, `tru`, `True`)
	case 1:
		return pick(t, "number", rapid.SampledFrom([]string{`0`, `-1`, `12`, `1.5`, `1e3`, `-0.0E-2`, `2147483648`, `99999999999999999999`}).Draw(t, "number value"), `01`, `1.`, `-`, `.5`, `1e`, `+1`)
	case 2:
		return pick(t, "string", rapid.SampledFrom([]string{`""`, `"QS"`, `"a\"b"`, `"\u00e9"`, `"q♠"`, `"\\"`, `"\n\t\/"`}).Draw(t, "string value"), `"\u00"`, `"\x"`, "\"\x01\"", `"unterminated`)
	case 3, 4, 5:
		n := rapid.IntRange(0, 4).Draw(t, "members")
		var parts []string
		for i := 0; i < n; i++ {
			key := pick(t, "key", rapid.SampledFrom([]string{`"a"`, `"b"`, `"seat"`, `"se\u0061t"`, `"c"`, `"é"`}).Draw(t, "key name"), `a`, `1`, `"a`)
			parts = append(parts, key+pick(t, "colon", ":", " : ", "", "::")+genJSON(t, depth+1))
		}
		return "{" + strings.Join(parts, pick(t, "comma", ",", ", ", ",,", " ")) + pick(t, "close", "}", "]", "", "}}")
	default:
		n := rapid.IntRange(0, 4).Draw(t, "elements")
		var parts []string
		for i := 0; i < n; i++ {
			parts = append(parts, genJSON(t, depth+1))
		}
		return "[" + strings.Join(parts, pick(t, "comma", ",", " ,\n", ",,", " ")) + pick(t, "close", "]", "}", "", "]]")
	}
}

// TestParseAgreesWithEncodingJSON: Parse accepts exactly the documents
// encoding/json accepts (the generated ones nest far less than MaxDepth),
// finds the same members, refuses a key given twice (after decoding its
// escapes) and reads strings and whole numbers as encoding/json does.
func TestParseAgreesWithEncodingJSON(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b := genJSON(t, 1), genJSON(t, 1)
		body := rapid.SampledFrom([]string{"%s", `{"a":%s,"b":%s}`, `[%s, %s]`, `{"a":%s,"a":%s}`, `{"seat":%s,"se\u0061t":%s}`, `{"k":[%s,{"k":%s}]}`}).Draw(t, "form")
		doc := rapid.SampledFrom([]string{"", " ", "\n"}).Draw(t, "lead") + strings.Replace(strings.Replace(body, "%s", a, 1), "%s", b, 1) +
			pick(t, "trail", "", " x", " {}", "]")
		v, err := Parse([]byte(doc))
		if (err == nil) != json.Valid([]byte(doc)) {
			t.Fatalf("%q: Parse %v, json.Valid %v", doc, err, json.Valid([]byte(doc)))
		}
		if err != nil {
			var syn *SyntaxError
			if !errors.As(err, &syn) || syn.Msg == "" || syn.MsgDE == "" || syn.MsgDA == "" || syn.Offset < 0 || syn.Offset > len(doc) {
				t.Fatalf("%q: %#v", doc, err)
			}
			return
		}
		check(t, v)
	})
}

// check compares v and every value inside it with encoding/json.
func check(t *rapid.T, v Value) {
	switch v.Kind() {
	case Object:
		var m map[string]json.RawMessage
		if err := json.Unmarshal(v, &m); err != nil {
			t.Fatalf("%s: %v", v, err)
		}
		members, err := v.Members()
		var dup *DuplicateKeyError
		if errors.As(err, &dup) {
			if len(m) >= v.Len() {
				t.Fatalf("%s: a duplicate %q that encoding/json does not see", v, dup.Key)
			}
			return
		}
		if err != nil || len(members) != len(m) || v.Len() != len(m) {
			t.Fatalf("%s: %d members (%v), encoding/json %d", v, len(members), err, len(m))
		}
		for _, mb := range members {
			if _, ok := m[mb.Key]; !ok {
				t.Fatalf("%s: key %q unknown to encoding/json", v, mb.Key)
			}
			check(t, mb.Value)
		}
	case Array:
		var a []json.RawMessage
		_ = json.Unmarshal(v, &a)
		if v.Len() != len(a) {
			t.Fatalf("%s: %d elements, encoding/json %d", v, v.Len(), len(a))
		}
		_ = v.Elements(func(i int, e Value) error { check(t, e); return nil })
	case String:
		var want string
		_ = json.Unmarshal(v, &want)
		got, err := v.Str(1 << 10)
		text, err2 := v.Text(1 << 10)
		if err != nil || err2 != nil || got != want || string(text) != want {
			t.Fatalf("%s: Str %q %v, Text %q %v, encoding/json %q", v, got, err, text, err2, want)
		}
		if _, err := v.Str(len(want) - 1); len(v) > len(want)+1 && err == nil {
			t.Fatalf("%s: no limit", v)
		}
	case Number:
		var want int
		jerr := json.Unmarshal(v, &want)
		got, ok := v.Int()
		if ok != (jerr == nil) || (ok && got != want) {
			t.Fatalf("%s: Int %d %v, encoding/json %d %v", v, got, ok, want, jerr)
		}
		// Integer: a whole number, whether or not it fits in an int.
		whole := !strings.ContainsAny(string(v), ".eE")
		if v.Integer() != whole || (ok && !whole) {
			t.Fatalf("%s: Integer %v, Int %v", v, v.Integer(), ok)
		}
	case Bool:
		var want bool
		_ = json.Unmarshal(v, &want)
		if got, ok := v.Bool(); !ok || got != want {
			t.Fatalf("%s: Bool %v %v", v, got, ok)
		}
	}
}

// TestDepthAndDuplicates: nesting beyond MaxDepth is refused, a large
// object's duplicate is found (the map beyond eight keys), and messages
// quote a short prefix.
func TestDepthAndDuplicates(t *testing.T) {
	deep := strings.Repeat("[", MaxDepth+1) + strings.Repeat("]", MaxDepth+1)
	if _, err := Parse([]byte(deep)); err == nil || !strings.Contains(err.Error(), "nested") {
		t.Errorf("nesting %d deep: %v", MaxDepth+1, err)
	}
	if _, err := Parse([]byte(strings.Repeat("[", MaxDepth) + strings.Repeat("]", MaxDepth))); err != nil {
		t.Errorf("nesting %d deep: %v", MaxDepth, err)
	}
	var b strings.Builder
	b.WriteString("{")
	for i := 0; i < 100; i++ {
		fmt.Fprintf(&b, `"k%d":%d,`, i, i)
	}
	b.WriteString(`"k57":0}`)
	v, err := Parse([]byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	var dup *DuplicateKeyError
	if _, err := v.Members(); !errors.As(err, &dup) || dup.Key != "k57" {
		t.Errorf("the 101st key repeats the 58th: %v", err)
	}
	long := strings.Repeat("é", 100)
	if q := Quote(long); len(q) > ShortLen+8 || !strings.HasSuffix(q, "…") {
		t.Errorf("Quote of %d bytes: %s", len(long), q)
	}
	if s := Value(`"` + long + `"`).Short(); len(s) > ShortLen+4 {
		t.Errorf("Short of %d bytes: %s", len(long), s)
	}
	if _, err := Value(`"` + long + `"`).Str(64); !errors.As(err, new(*StringTooLongError)) {
		t.Errorf("Str beyond its limit: %v", err)
	}
}
