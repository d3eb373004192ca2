// Package strictjson reads JSON documents strictly and in one linear
// pass, without copying them: a Value is a slice of the input, objects
// refuse a key given twice, and nesting is bounded. It is what the
// record reader and the JSON of moves, options and views share, so that
// every reader of untrusted input in the module behaves alike.
//
// Parse checks a whole document and allocates nothing but its error. A
// Decoder reads one front to back and lets its reader stop at the first
// fault: Object refuses a key it was not given, or one given twice,
// before reading its value, and an error from its check function (a
// context's) ends the reading within CheckEvery bytes.
package strictjson

import (
	"encoding/json"
	"fmt"
	"strconv"
	"unicode/utf8"
)

// MaxDepth is the deepest nesting of arrays and objects Parse accepts.
// The formats of the module nest at most five deep.
const MaxDepth = 32

// Value is one JSON value, a slice of the parsed input; Parse has checked
// its syntax.
type Value []byte

// Kind is the JSON type of a value.
type Kind uint8

// The JSON types.
const (
	Invalid Kind = iota
	Null
	Bool
	Number
	String
	Array
	Object
)

// NameDE returns the type as German messages name it: "ein Objekt",
// "null", ...
func (k Kind) NameDE() string {
	switch k {
	case Null:
		return "null"
	case Bool:
		return "true oder false"
	case Number:
		return "eine Zahl"
	case String:
		return "eine Zeichenkette"
	case Array:
		return "ein Array"
	case Object:
		return "ein Objekt"
	}
	return "nichts"
}

// NameDA returns the type as Danish messages name it: "et objekt",
// "null", ...
func (k Kind) NameDA() string {
	switch k {
	case Null:
		return "null"
	case Bool:
		return "true eller false"
	case Number:
		return "et tal"
	case String:
		return "en tekststreng"
	case Array:
		return "et array"
	case Object:
		return "et objekt"
	}
	return "intet"
}

// Name returns the type as messages name it: "an object", "null", ...
func (k Kind) Name() string {
	switch k {
	case Null:
		return "null"
	case Bool:
		return "true or false"
	case Number:
		return "a number"
	case String:
		return "a string"
	case Array:
		return "an array"
	case Object:
		return "an object"
	}
	return "nothing"
}

// SyntaxError is input that is not one JSON value: what is wrong, in
// English (Msg), German (MsgDE) and Danish (MsgDA), and at which byte
// offset.
type SyntaxError struct {
	Offset int
	Msg    string
	MsgDE  string
	MsgDA  string
}

func (e *SyntaxError) Error() string { return e.Msg }

// Line returns the 1-based line and column of the error in b.
func (e *SyntaxError) Line(b []byte) (line, col int) {
	off := min(e.Offset, len(b))
	line, col = 1, 1
	for _, c := range b[:off] {
		if c == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return line, col
}

// Parse checks that b is exactly one JSON value, surrounded by nothing
// but white space, nested at most MaxDepth deep, and returns it. The
// error is a *SyntaxError. It reads b once, in time linear in its length,
// and allocates nothing but its error.
func Parse(b []byte) (Value, error) {
	s := newScanner(b, nil)
	i := s.skip(0)
	if i == len(b) {
		return nil, &SyntaxError{i, "no JSON value", "kein JSON-Wert", "ingen JSON-værdi"}
	}
	end, err := s.scan(i, 0)
	if err != nil {
		return nil, err
	}
	if j := s.skip(end); j != len(b) {
		return nil, &SyntaxError{j, "more text after the JSON value", "weiterer Text nach dem JSON-Wert", "mere tekst efter JSON-værdien"}
	}
	return Value(b[i:end]), nil
}

// Kind returns the JSON type of v.
func (v Value) Kind() Kind {
	if len(v) == 0 {
		return Invalid
	}
	switch c := v[0]; {
	case c == '{':
		return Object
	case c == '[':
		return Array
	case c == '"':
		return String
	case c == 't' || c == 'f':
		return Bool
	case c == 'n':
		return Null
	}
	return Number
}

// IsNull reports whether v is null.
func (v Value) IsNull() bool { return v.Kind() == Null }

// Member is one member of an object.
type Member struct {
	Key   string
	Value Value
}

// DuplicateKeyError is an object that gives a key twice.
type DuplicateKeyError struct{ Key string }

func (e *DuplicateKeyError) Error() string {
	return fmt.Sprintf("the key %s is given twice", Quote(e.Key))
}

// Members returns the members of an object in order, or a
// *DuplicateKeyError for a key given twice. v must be an object from
// Parse.
func (v Value) Members() ([]Member, error) {
	out := make([]Member, 0, 4)
	err := v.Fields(func(key string, val Value) error {
		out = append(out, Member{key, val})
		return nil
	})
	return out, err
}

// Fields calls f on each member of an object in order, and returns a
// *DuplicateKeyError for a key given twice (before f sees it). v must be
// an object from Parse. The check is linear: the first eight keys are
// compared, without allocating; beyond them the keys go into a map.
func (v Value) Fields(f func(key string, val Value) error) error {
	var first [8]string
	n := 0
	var seen map[string]struct{}
	return v.each('{', func(key string, val Value) error {
		switch {
		case n < len(first):
			for _, k := range first[:n] {
				if k == key {
					return &DuplicateKeyError{key}
				}
			}
			first[n] = key
		case seen == nil:
			seen = make(map[string]struct{}, 4*len(first))
			for _, k := range first {
				seen[k] = struct{}{}
			}
			fallthrough
		default:
			if _, dup := seen[key]; dup {
				return &DuplicateKeyError{key}
			}
			seen[key] = struct{}{}
		}
		n++
		return f(key, val)
	})
}

// RawFields calls f on each member of an object in order with its key
// as written (quotes and escapes included), without checking for
// repeated keys; v must be an object from Parse. It stops at the first
// error f returns.
func (v Value) RawFields(f func(key, val Value) error) error { return v.walk('{', f) }

// Elements calls f on each element of an array in order; v must be an
// array from Parse. It stops at the first error f returns.
func (v Value) Elements(f func(i int, e Value) error) error {
	i := 0
	return v.each('[', func(_ string, e Value) error {
		err := f(i, e)
		i++
		return err
	})
}

// Len returns the number of elements of an array or members of an
// object (0 for any other value).
func (v Value) Len() int {
	k := v.Kind()
	if k != Array && k != Object {
		return 0
	}
	n := 0
	_ = v.each(v[0], func(string, Value) error { n++; return nil })
	return n
}

// each walks the members or elements of an object or array that Parse
// has checked, with each key decoded.
func (v Value) each(open byte, f func(key string, val Value) error) error {
	return v.walk(open, func(key, val Value) error {
		if key == nil {
			return f("", val)
		}
		return f(unquote(key), val)
	})
}

// walk walks the members or elements of an object or array that Parse
// has checked, with each key as written (nil in an array).
func (v Value) walk(open byte, f func(key, val Value) error) error {
	if len(v) == 0 || v[0] != open {
		return fmt.Errorf("not %s", map[byte]string{'{': "an object", '[': "an array"}[open])
	}
	b := []byte(v)
	s := newScanner(b, nil)
	i := s.skip(1)
	if b[i] == '}' || b[i] == ']' {
		return nil
	}
	for {
		var key Value
		if open == '{' {
			end, _ := s.scanString(i)
			key = Value(b[i:end])
			i = s.skip(end)
			i = s.skip(i + 1) // ':'
		}
		end, err := s.scan(i, 0)
		if err != nil {
			return err
		}
		if err := f(key, Value(b[i:end])); err != nil {
			return err
		}
		i = s.skip(end)
		if b[i] != ',' {
			return nil
		}
		i = s.skip(i + 1)
	}
}

// commonKeys are the keys of the module's formats, which unquote returns
// without allocating.
var commonKeys = [...]string{"seat", "play", "pass", "stock", "push", "announce", "draw", "decline", "drawAt", "take",
	"dealer", "hands", "actions", "game", "seats", "options", "totals", "out", "carry", "dealsPlayed", "deals"}

// unquote decodes a string that Parse has checked.
func unquote(q []byte) string {
	if plain(q) {
		raw := q[1 : len(q)-1]
		for _, k := range commonKeys {
			if string(raw) == k {
				return k
			}
		}
		return string(raw)
	}
	var s string
	_ = json.Unmarshal(q, &s)
	return s
}

// plain reports whether a checked string has no escapes and only ASCII,
// so that its bytes between the quotes are its text.
func plain(q []byte) bool {
	for _, c := range q[1 : len(q)-1] {
		if c == '\\' || c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// StringTooLongError is a string value longer than the reader allows.
type StringTooLongError struct{ Max int }

func (e *StringTooLongError) Error() string {
	return fmt.Sprintf("a string longer than %d bytes", e.Max)
}

// Str returns the string v holds, refusing any other type and, with a
// *StringTooLongError, a string whose JSON form is longer than max
// bytes, before decoding it.
func (v Value) Str(max int) (string, error) {
	if v.Kind() != String {
		return "", fmt.Errorf("not a string")
	}
	if len(v) > max+2 {
		return "", &StringTooLongError{max}
	}
	return unquote(v), nil
}

// Text is Str returning bytes: for a string without escapes, the bytes
// of v between its quotes, without copying.
func (v Value) Text(max int) ([]byte, error) {
	if v.Kind() != String {
		return nil, fmt.Errorf("not a string")
	}
	if len(v) > max+2 {
		return nil, &StringTooLongError{max}
	}
	if plain(v) {
		return v[1 : len(v)-1], nil
	}
	return []byte(unquote(v)), nil
}

// maxIntLen is the length of the longest int written in JSON,
// "-9223372036854775808".
const maxIntLen = 20

// Int returns the whole number v holds, and false for any other value
// (a fraction, an exponent, null, a number out of the int range).
func (v Value) Int() (int, bool) {
	if v.Kind() != Number || len(v) > maxIntLen {
		// Longer than any int: refused before it is copied.
		return 0, false
	}
	n, err := strconv.Atoi(string(v))
	return n, err == nil
}

// Integer reports whether v is a number written without a fraction or an
// exponent, however large: what Int reads when it fits in an int.
func (v Value) Integer() bool {
	if v.Kind() != Number {
		return false
	}
	for _, c := range v[1:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return v[0] == '-' || (v[0] >= '0' && v[0] <= '9')
}

// Bool returns the boolean v holds, and false as its second result for
// any other value.
func (v Value) Bool() (value, ok bool) {
	switch string(v) {
	case "true":
		return true, true
	case "false":
		return false, true
	}
	return false, false
}

// ShortLen is how many bytes of a bad input Short and Quote keep.
const ShortLen = 32

// Short returns v for a message, cut to ShortLen bytes with "…" when it
// is longer.
func (v Value) Short() string {
	if len(v) == 0 {
		return "nothing"
	}
	return cut(string(v))
}

// Quote returns s quoted for a message, cut to ShortLen bytes with "…"
// when it is longer.
func Quote(s string) string {
	if len(s) <= ShortLen {
		return strconv.Quote(s)
	}
	return strconv.Quote(cut(s)[:len(cut(s))-len("…")]) + "…"
}

func cut(s string) string {
	if len(s) <= ShortLen {
		return s
	}
	n := ShortLen
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}
