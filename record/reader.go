package record

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/blackqueen/rules/internal/sentence"
	"github.com/blackqueen/rules/internal/strictjson"
	"github.com/blackqueen/rules/rule"
)

// reader reads one record with strictjson Decoders, front to back: an
// unknown or repeated key ends the reading where it stands, nothing is
// kept but the Record, and the reading asks ctx every
// strictjson.CheckEvery bytes whether to go on.
type reader struct {
	ctx   context.Context
	check func() error
	// b is the record, which the offsets of a syntax error count in.
	b []byte
	// err is ctx's error once it has ended the reading; the violation
	// the reading then reports is not the record's, and parse returns
	// err instead.
	err error
}

func newReader(ctx context.Context) *reader {
	r := &reader{ctx: ctx}
	r.check = func() error {
		r.err = done(r.ctx)
		return r.err
	}
	return r
}

// done returns ctx's error, or context.DeadlineExceeded once ctx's
// deadline has passed: a busy machine may run the timer that ends ctx
// late, the clock is asked at once.
func done(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if d, ok := ctx.Deadline(); ok && !time.Now().Before(d) {
		return context.DeadlineExceeded
	}
	return nil
}

// decoder returns a Decoder of b that asks the reader's context.
func (r *reader) decoder(b []byte) *strictjson.Decoder { return strictjson.NewDecoder(b, r.check) }

// fields are the members of one object of the record, by the index of
// their key in the object's list of keys: the value as it stands in the
// record (nil for a key not given) and, for an array, its length.
type fields struct {
	val [8]strictjson.Value
	n   [8]int
}

// optional returns the value of key k, or nil when it is absent or null.
func (f *fields) optional(k int) strictjson.Value {
	if f.val[k] == nil || f.val[k].IsNull() {
		return nil
	}
	return f.val[k]
}

// required returns the value of key k of keys: absent or null is
// bad-record at what.
func (f *fields) required(k int, keys []string, what string) (strictjson.Value, *rule.Violation) {
	v := f.val[k]
	if v == nil {
		return nil, badRecord(place(what, rule.Facts{Sentence: sentence.HasNoKey, Key: keys[k]}))
	}
	if v.IsNull() {
		return nil, badRecord(place(what, rule.Facts{Sentence: sentence.KeyNull, Key: keys[k]}))
	}
	return v, nil
}

// object reads the object d holds next, at what, into f: each member's
// value is checked as JSON and kept, and an array's elements counted. A
// value that is not an object, a key not among keys (at most 8) or a
// key given twice is bad-record, and ends the reading there.
func (r *reader) object(d *strictjson.Decoder, what string, keys []string, f *fields) *rule.Violation {
	if k := d.Kind(); k != strictjson.Object {
		if k == strictjson.Invalid {
			// Not JSON at all: the syntax error says where.
			_, err := d.Value()
			return r.fault(err, what)
		}
		v, _ := d.Value()
		return notA(what, rule.Text{EN: "a JSON object", DE: "ein JSON-Objekt", DA: "et JSON-objekt"}, v)
	}
	err := d.Object(keys, func(k int) error {
		var err error
		f.val[k], f.n[k], err = d.ValueLen()
		return err
	})
	if err != nil {
		var unknown *strictjson.UnknownKeyError
		if errors.As(err, &unknown) {
			return badRecord(place(what, rule.Facts{Sentence: sentence.UnknownField, Key: strictjson.Quote(unknown.Key), Detail: both(strings.Join(keys, ", "))}))
		}
		return r.fault(err, what)
	}
	return nil
}

// fault is the violation of a Decoder's error at what: a key given twice
// or JSON that is not JSON. When the context has ended the reading, the
// violation stands for nothing: parse returns the context's error.
func (r *reader) fault(err error, what string) *rule.Violation {
	var dup *strictjson.DuplicateKeyError
	var syn *strictjson.SyntaxError
	switch {
	case r.err != nil:
		return badRecord(rule.Facts{Sentence: sentence.CannotJudge, Detail: both(r.err.Error())})
	case errors.As(err, &dup):
		return badRecord(place(what, rule.Facts{Sentence: sentence.KeyTwice, Key: strictjson.Quote(dup.Key)}))
	case errors.As(err, &syn):
		return jsonError(r.b, err)
	}
	return badRecord(place(what, rule.Facts{Sentence: sentence.NotValidObject}))
}

// intList reads the field key of top, if there, into dst: an array of
// whole numbers, the totals and the carry each from -MaxNumber to
// MaxNumber, the seats out any (their range is the game's, checked
// later); totals and carry have one per seat and out at most one per
// seat, which it checks before it makes room for them.
func (r *reader) intList(top *fields, key int, dst *[]int, seats int) *rule.Violation {
	v := top.optional(key)
	if v == nil {
		return nil
	}
	n, what, inRange := top.n[key], strconv.Quote(recordKeys[key]), key != keyOut
	if v.Kind() != strictjson.Array {
		return notA(what, anArray, v)
	}
	if n > seats {
		return badRecord(place(what, rule.Facts{Sentence: sentence.ListTooLong, Count: n, Seats: seats}))
	}
	read := whole
	if inRange {
		read = bounded
	}
	out := make([]int, 0, seats)
	var bad *rule.Violation
	d := r.decoder(v)
	err := d.Array(func(i int) error {
		e, err := d.Value()
		if err != nil {
			return err
		}
		x, verr := read(e, fmt.Sprintf("%s[%d]", what, i))
		if verr != nil {
			bad = verr
			return verr
		}
		out = append(out, x)
		return nil
	})
	if bad != nil {
		return bad
	}
	if err != nil {
		return r.fault(err, what)
	}
	*dst = out
	return nil
}
