package strictjson

import (
	"bytes"
	"errors"
	"fmt"
)

// A Decoder reads one JSON document front to back, checking its syntax
// as it goes, so that a reader can stop at the first fault without
// reading the rest: Object refuses a key that is not one of those asked
// for, or is given twice, before it reads the member's value. Every
// byte it passes counts toward a call of its check function (a context's
// Err, say) every CheckEvery bytes; an error from check ends the reading,
// and every method then returns it. A Decoder allocates nothing but its
// errors and the decoding of a key written with escapes.
type Decoder struct {
	s     scanner
	i     int // where the next value (or white space before it) starts
	depth int // the containers open around it
}

// NewDecoder returns a Decoder of b that calls check, unless it is nil,
// every CheckEvery bytes.
func NewDecoder(b []byte, check func() error) *Decoder {
	return &Decoder{s: newScanner(b, check)}
}

// Offset returns the offset in b where the next value starts, or where
// reading stopped.
func (d *Decoder) Offset() int { return d.i }

// Kind returns the JSON type of the next value without reading it:
// Invalid at the end of the input, before a byte that starts no value,
// or when check has ended the reading.
func (d *Decoder) Kind() Kind {
	d.i = d.s.skip(d.i)
	if d.s.err != nil || d.i >= len(d.s.b) {
		return Invalid
	}
	switch c := d.s.b[d.i]; {
	case c == '{', c == '[', c == '"', c == 't', c == 'f', c == 'n', c == '-', c >= '0' && c <= '9':
		return Value(d.s.b[d.i : d.i+1]).Kind()
	}
	return Invalid
}

// Value reads the next value whole, checking its syntax, and returns it.
// The error is a *SyntaxError, or check's.
func (d *Decoder) Value() (Value, error) {
	d.i = d.s.skip(d.i)
	if d.i >= len(d.s.b) && d.depth == 0 && d.s.err == nil {
		return nil, &SyntaxError{d.i, "no JSON value", "kein JSON-Wert", "ingen JSON-værdi"}
	}
	start := d.i
	end, err := d.s.scan(start, d.depth)
	if err != nil {
		return nil, err
	}
	d.i = end
	return Value(d.s.b[start:end]), nil
}

// ValueLen reads the next value as Value does and returns, when it is an
// array, how many elements it holds (0 for any other value), counted in
// the same pass.
func (d *Decoder) ValueLen() (Value, int, error) {
	if d.Kind() != Array {
		v, err := d.Value()
		return v, 0, err
	}
	start, n := d.i, 0
	err := d.Array(func(int) error { n++; return nil })
	if err != nil {
		return nil, 0, err
	}
	return Value(d.s.b[start:d.i]), n, nil
}

// UnknownKeyError is a key that is not one of those an object may have.
// Key is the key decoded, or for a very long key a prefix of it longer
// than ShortLen bytes, which is what a message quotes.
type UnknownKeyError struct{ Key string }

func (e *UnknownKeyError) Error() string {
	return fmt.Sprintf("the key %s is not one of this object's", Quote(e.Key))
}

// maxKeys is the most keys Object tells apart.
const maxKeys = 64

// Object reads an object whose keys must be among keys (at most 64).
// For each member, in order, it calls f with the index of the member's
// key in keys; f reads the member's value with the Decoder's methods, or
// leaves it, and Object then reads it without looking. A key not among
// keys is an *UnknownKeyError and a key given twice a *DuplicateKeyError,
// both returned before the member's value is read: the reading ends
// where the fault stands. An error from f ends it too, and is returned.
// The next value must be an object.
func (d *Decoder) Object(keys []string, f func(k int) error) error {
	if len(keys) > maxKeys {
		return errors.New("strictjson: Object tells at most 64 keys apart")
	}
	var seen uint64
	return d.container('{', func() error {
		keyEnd, valueAt, err := d.s.member(d.i)
		if err != nil {
			return err
		}
		raw := Value(d.s.b[d.i:keyEnd])
		d.i = valueAt
		k := keyIndex(raw, keys)
		switch {
		case k < 0:
			return &UnknownKeyError{keyPrefix(raw)}
		case seen&(1<<k) != 0:
			return &DuplicateKeyError{keys[k]}
		}
		seen |= 1 << k
		return d.read(func() error { return f(k) })
	})
}

// Array reads an array, calling f with the index of each element in
// order; f reads the element with the Decoder's methods, or leaves it,
// and Array then reads it without looking. An error from f ends the
// reading and is returned. The next value must be an array.
func (d *Decoder) Array(f func(i int) error) error {
	n := 0
	return d.container('[', func() error {
		i := n
		n++
		return d.read(func() error { return f(i) })
	})
}

// read calls f, which may read the next value, and reads it when f has
// not.
func (d *Decoder) read(f func() error) error {
	at := d.i
	if err := f(); err != nil {
		return err
	}
	if d.i == at {
		_, err := d.Value()
		return err
	}
	return nil
}

// container reads the object or array (open '{' or '[') that comes
// next, calling each for every member or element, which must read it.
func (d *Decoder) container(open byte, each func() error) error {
	s, b := &d.s, d.s.b
	d.i = s.skip(d.i)
	if d.i >= len(b) || b[d.i] != open {
		return s.unexpected(d.i, expected{fmt.Sprintf("'%c'", open), fmt.Sprintf("'%c'", open), fmt.Sprintf("'%c'", open)})
	}
	if d.depth >= MaxDepth {
		return s.tooDeep(d.i)
	}
	closing := open + 2 // '}' is '{' + 2, ']' is '[' + 2
	d.depth++
	defer func() { d.depth-- }()
	d.i = s.skip(d.i + 1)
	if d.i < len(b) && b[d.i] == closing {
		d.i++
		return nil
	}
	for {
		if err := each(); err != nil {
			return err
		}
		if d.i >= s.next && s.stopAt(d.i) {
			return s.err
		}
		d.i = s.skip(d.i)
		if d.i < len(b) && b[d.i] == closing {
			d.i++
			return nil
		}
		if d.i >= len(b) || b[d.i] != ',' {
			return s.unexpected(d.i, commaOr(closing))
		}
		d.i = s.skip(d.i + 1)
	}
}

// End checks that nothing but white space follows the values read.
func (d *Decoder) End() error {
	d.i = d.s.skip(d.i)
	if d.s.err != nil {
		return d.s.err
	}
	if d.i != len(d.s.b) {
		return &SyntaxError{d.i, "more text after the JSON value", "weiterer Text nach dem JSON-Wert", "mere tekst efter JSON-værdien"}
	}
	return nil
}

// keyIndex returns the index of the checked key raw (quotes included)
// in keys (valid UTF-8 without U+FFFD, which decoding puts for a byte
// that is not), or -1. A key without escapes is compared as it stands;
// one with escapes is decoded first, unless it is too long to be any of
// keys.
func keyIndex(raw Value, keys []string) int {
	if !bytes.ContainsRune(raw, '\\') {
		for k, key := range keys {
			if string(raw[1:len(raw)-1]) == key {
				return k
			}
		}
		return -1
	}
	longest := 0
	for _, key := range keys {
		longest = max(longest, len(key))
	}
	if len(raw) > 6*longest+2 { // an escape stands for at least one byte in six
		return -1
	}
	s := unquote(raw)
	for k, key := range keys {
		if s == key {
			return k
		}
	}
	return -1
}

// keyPrefix decodes the checked key raw, or, when it is long, enough of
// its beginning for a message (which quotes ShortLen bytes), without
// decoding the rest.
func keyPrefix(raw Value) string {
	const keep = 8 * ShortLen
	if len(raw) <= keep {
		return unquote(raw)
	}
	// Cut at the start of a character, outside any escape.
	i := 1
	for i < keep {
		switch {
		case raw[i] == '\\' && raw[i+1] == 'u':
			i += 6
		case raw[i] == '\\':
			i += 2
		default:
			i++
		}
	}
	if i >= len(raw)-1 {
		return unquote(raw)
	}
	for i > 1 && raw[i] >= 0x80 && raw[i] < 0xC0 {
		i-- // back to the first byte of a UTF-8 sequence
	}
	head := make([]byte, 0, i+1)
	head = append(append(head, raw[:i]...), '"')
	return unquote(head)
}
