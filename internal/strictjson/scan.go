package strictjson

import (
	"fmt"
	"math"
	"strconv"
)

// CheckEvery is how many bytes a Decoder reads, at most, between two
// calls of its check function: a few microseconds of reading.
const CheckEvery = 16 << 10

// scanner checks the syntax of JSON values in b. When check is not nil
// it is called each time the reading passes next, so every CheckEvery
// bytes, and an error it returns ends the reading: every function of the
// scanner then returns that error (see fail).
type scanner struct {
	b     []byte
	check func() error
	next  int
	err   error
}

// newScanner returns a scanner of b that calls check (which may be nil)
// every CheckEvery bytes.
func newScanner(b []byte, check func() error) scanner {
	s := scanner{b: b, check: check, next: math.MaxInt}
	if check != nil {
		s.next = CheckEvery
	}
	return s
}

// stopAt is called when the reading has reached offset i at or past
// next: it calls check and reports whether the reading must stop.
func (s *scanner) stopAt(i int) bool {
	if s.err == nil {
		s.next = i + CheckEvery
		s.err = s.check()
	}
	if s.err != nil {
		s.next = 0 // every later read stops at once
	}
	return s.err != nil
}

// fail returns the error that ends the reading at a fault: check's error
// when it stopped the reading there, else err.
func (s *scanner) fail(err error) error {
	if s.err != nil {
		return s.err
	}
	return err
}

// skip returns the offset of the first byte at or after i that is not
// white space (or where check stopped the reading).
func (s *scanner) skip(i int) int {
	b := s.b
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
		if i >= s.next && s.stopAt(i) {
			return i
		}
	}
	return i
}

// expected is what should follow at a place, in English, German and
// Danish.
type expected struct{ en, de, da string }

// aValue is the expected of a value.
var aValue = expected{"a value", "ein Wert", "en værdi"}

// unexpected is the error at b[i] where want should follow.
func (s *scanner) unexpected(i int, want expected) error {
	b := s.b
	if i >= len(b) {
		return s.fail(&SyntaxError{i, "the text ends where " + want.en + " should follow", "der Text endet, wo " + want.de + " folgen sollte",
			"teksten slutter, hvor " + want.da + " skulle følge"})
	}
	q := quoteByte(b[i])
	return s.fail(&SyntaxError{i, fmt.Sprintf("unexpected %s where %s should follow", q, want.en),
		fmt.Sprintf("unerwartetes %s, wo %s folgen sollte", q, want.de), fmt.Sprintf("uventet %s, hvor %s skulle følge", q, want.da)})
}

// endsInString is the error of a text that ends at offset i inside a
// string.
func endsInString(i int) error {
	return &SyntaxError{i, "the text ends inside a string", "der Text endet mitten in einer Zeichenkette", "teksten slutter inde i en tekststreng"}
}

// commaOr is the expected after a member or element of a container
// that closing ends.
func commaOr(closing byte) expected {
	return expected{fmt.Sprintf("',' or '%c'", closing), fmt.Sprintf("',' oder '%c'", closing), fmt.Sprintf("',' eller '%c'", closing)}
}

func quoteByte(c byte) string {
	if c < 0x20 || c >= 0x7f {
		return fmt.Sprintf("byte 0x%02x", c)
	}
	return strconv.QuoteRune(rune(c))
}

// tooDeep is the error of a container at b[i] nested deeper than
// MaxDepth.
func (s *scanner) tooDeep(i int) error {
	return s.fail(&SyntaxError{i, fmt.Sprintf("nested more than %d deep", MaxDepth), fmt.Sprintf("tiefer als %d verschachtelt", MaxDepth),
		fmt.Sprintf("indlejret mere end %d niveauer dybt", MaxDepth)})
}

// scan returns the end of the value that starts at b[i], inside depth
// containers.
func (s *scanner) scan(i, depth int) (int, error) {
	b := s.b
	if s.err != nil {
		return i, s.err
	}
	if i >= len(b) {
		return i, s.unexpected(i, aValue)
	}
	switch c := b[i]; {
	case c == '{' || c == '[':
		if depth >= MaxDepth {
			return i, s.tooDeep(i)
		}
		closing := byte('}')
		if c == '[' {
			closing = ']'
		}
		i = s.skip(i + 1)
		if i < len(b) && b[i] == closing {
			return i + 1, nil
		}
		for {
			if c == '{' {
				_, at, err := s.member(i)
				if err != nil {
					return at, err
				}
				i = at
			}
			end, err := s.scan(i, depth+1)
			if err != nil {
				return end, err
			}
			if end >= s.next && s.stopAt(end) {
				return end, s.err
			}
			i = s.skip(end)
			if i < len(b) && b[i] == closing {
				return i + 1, nil
			}
			if i >= len(b) || b[i] != ',' {
				return i, s.unexpected(i, commaOr(closing))
			}
			i = s.skip(i + 1)
		}
	case c == '"':
		return s.scanString(i)
	case c == '-' || (c >= '0' && c <= '9'):
		return s.scanNumber(i)
	case c == 't':
		return s.literal(i, "true")
	case c == 'f':
		return s.literal(i, "false")
	case c == 'n':
		return s.literal(i, "null")
	}
	return i, s.unexpected(i, aValue)
}

// member reads the key of an object's member that starts at b[i], and
// the colon after it; it returns where the key ends and where the
// member's value starts (or where the fault is).
func (s *scanner) member(i int) (keyEnd, valueAt int, err error) {
	b := s.b
	if i >= len(b) || b[i] != '"' {
		return i, i, s.unexpected(i, expected{"a key in quotes", "ein Schlüssel in Anführungszeichen", "en nøgle i anførselstegn"})
	}
	keyEnd, err = s.scanString(i)
	if err != nil {
		return keyEnd, keyEnd, err
	}
	i = s.skip(keyEnd)
	if i >= len(b) || b[i] != ':' {
		return keyEnd, i, s.unexpected(i, expected{"':'", "':'", "':'"})
	}
	return keyEnd, s.skip(i + 1), nil
}

func (s *scanner) literal(i int, word string) (int, error) {
	b := s.b
	if len(b)-i < len(word) || string(b[i:i+len(word)]) != word {
		return i, s.unexpected(i, aValue)
	}
	return i + len(word), nil
}

func (s *scanner) scanString(i int) (int, error) {
	b := s.b
	start := i
	i++
	for i < len(b) {
		if i >= s.next && s.stopAt(i) {
			return i, s.err
		}
		switch c := b[i]; {
		case c == '"':
			return i + 1, nil
		case c == '\\':
			if i+1 >= len(b) {
				return i, endsInString(i)
			}
			switch b[i+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i += 2
			case 'u':
				if len(b)-i < 6 {
					return i, endsInString(i)
				}
				for _, h := range b[i+2 : i+6] {
					if !isHex(h) {
						return i, &SyntaxError{i, "a \\u escape needs four hex digits", "ein \\u braucht vier Hexadezimalziffern", "en \\u kræver fire hexadecimale cifre"}
					}
				}
				i += 6
			default:
				return i, &SyntaxError{i, "an unknown escape in a string", "eine unbekannte Escape-Folge in einer Zeichenkette", "en ukendt escape-sekvens i en tekststreng"}
			}
		case c < 0x20:
			return i, &SyntaxError{i, "a control character inside a string", "ein Steuerzeichen in einer Zeichenkette", "et kontroltegn inde i en tekststreng"}
		default:
			i++
		}
	}
	return start, endsInString(len(b))
}

func isHex(c byte) bool {
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')
}

func (s *scanner) scanNumber(i int) (int, error) {
	b := s.b
	start := i
	digits := func() bool {
		n := 0
		for i < len(b) && b[i] >= '0' && b[i] <= '9' {
			i++
			n++
			if i >= s.next && s.stopAt(i) {
				return false
			}
		}
		return n > 0
	}
	malformed := func() (int, error) {
		return start, s.fail(&SyntaxError{start, "a malformed number", "eine fehlerhafte Zahl", "et fejlformet tal"})
	}
	if b[i] == '-' {
		i++
	}
	if i < len(b) && b[i] == '0' {
		i++
	} else if !digits() {
		return malformed()
	}
	if i < len(b) && b[i] == '.' {
		i++
		if !digits() {
			return malformed()
		}
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		if !digits() {
			return malformed()
		}
	}
	if s.err != nil {
		return i, s.err
	}
	return i, nil
}
